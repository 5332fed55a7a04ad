import { act, useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '#web/test/queries.ts';
import { render, unmountAll } from '#web/test/render.tsx';
import { useNearViewport } from './use-near-viewport';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
const observers: { callback: Callback; margin: string | undefined; disconnected: boolean }[] = [];

class FakeObserver {
  readonly record: (typeof observers)[number];
  constructor(callback: Callback, options?: { rootMargin?: string }) {
    this.record = { callback, margin: options?.rootMargin, disconnected: false };
    observers.push(this.record);
  }
  observe() {}
  disconnect() {
    this.record.disconnected = true;
  }
}

/** The picture, by its description. */
const picture = () => screen.queryByRole('img', { name: 'Canopy at dawn' });

function Picture() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return (
    <div ref={ref}>{near && <img alt="Canopy at dawn" src="/uploads/scenery/1-thumb.webp" />}</div>
  );
}

describe('useNearViewport', () => {
  afterEach(async () => {
    await unmountAll();
    vi.unstubAllGlobals();
    observers.length = 0;
  });

  it('shows the picture only once it comes near the screen, then stops watching', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    await render(<Picture />);
    expect(picture()).toBeNull();
    expect(observers[0]?.margin).toBe('120px 0px');

    await act(async () => observers[0]?.callback([{ isIntersecting: false }]));
    expect(picture()).toBeNull();
    await act(async () => observers[0]?.callback([{ isIntersecting: true }]));
    expect(picture()).not.toBeNull();
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('shows the picture at once where the browser cannot watch', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    await render(<Picture />);
    expect(picture()).not.toBeNull();
  });
});
