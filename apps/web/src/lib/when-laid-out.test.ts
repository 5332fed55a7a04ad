import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenLaidOut } from './when-laid-out';

/** A resize observer whose reports the test sends, as the browser does after a layout. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  connected = true;
  private readonly report: () => void;
  constructor(report: () => void) {
    this.report = report;
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.connected = false;
  }
  /** The browser has laid the page out. */
  laidOut() {
    if (this.connected) this.report();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.all = [];
});

describe('whenLaidOut', () => {
  it('measures once the browser has laid the element out, and only once', () => {
    vi.stubGlobal('ResizeObserver', FakeObserver);
    const element = document.createElement('div');
    const measure = vi.fn();
    whenLaidOut(element, measure);
    expect(measure).not.toHaveBeenCalled();
    const [observer] = FakeObserver.all;
    expect(observer?.observed).toEqual([element]);
    observer?.laidOut();
    observer?.laidOut();
    expect(measure).toHaveBeenCalledTimes(1);
  });

  it('measures nothing once stopped (the component went away first)', () => {
    vi.stubGlobal('ResizeObserver', FakeObserver);
    const measure = vi.fn();
    const stop = whenLaidOut(document.createElement('div'), measure);
    stop();
    FakeObserver.all[0]?.laidOut();
    expect(measure).not.toHaveBeenCalled();
  });

  it('measures at once where there is no resize observer, or no element', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    const measure = vi.fn();
    whenLaidOut(document.createElement('div'), measure);
    expect(measure).toHaveBeenCalledTimes(1);
    vi.stubGlobal('ResizeObserver', FakeObserver);
    whenLaidOut(null, measure);
    expect(measure).toHaveBeenCalledTimes(2);
  });
});
