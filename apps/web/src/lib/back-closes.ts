import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Back closes what is open over the page (a sheet, the side menu, a dialog, the photo viewer)
 * rather than leaving the page under it, as a phone's own apps do. Opening one adds a history
 * entry with the same address, marked with its depth; Back pops it and closes every overlay above
 * the entry arrived at. Closing an overlay any other way pops its entry, so the next Back leaves
 * the page (docs/decisions/015).
 */
const DEPTH_KEY = 'overlayDepth';

/** How long to wait for the browser to report a step back before going on without it. */
const POP_TIMEOUT_MS = 1000;

interface Held {
  depth: number;
  close: () => void;
  /** Resolves once the overlay's opening animation has begun; see `closeWhenStarted`. */
  started: Promise<void>;
}

/** Frames an overlay is given to start its opening animation before Back may close it. */
const START_FRAMES = 2;

function afterFrames(count: number): Promise<void> {
  return new Promise((resolve) => {
    const step = (left: number) => {
      if (left === 0) resolve();
      else if (typeof requestAnimationFrame === 'function')
        requestAnimationFrame(() => step(left - 1));
      else setTimeout(() => step(left - 1), 16);
    };
    step(count);
  });
}

/**
 * The kit's sheets and dialogs animate open with a spring; told to close before its first frame
 * (Back pressed in the very frame the overlay opened), the spring is already at its closed value,
 * never reports coming to rest, and the overlay stays mounted as an invisible box that eats taps
 * in the middle of the screen. So Back closes it once its opening has started.
 */
function closeWhenStarted(overlay: Held): void {
  void overlay.started.then(() => overlay.close());
}

const held: Held[] = [];
const popWaiters = new Set<() => void>();
/** Overlays closed in this very task: one opened before the task ends takes over the entry. */
const handingOver = new Set<{ depth: number }>();
let listening = false;

function depthOf(state: unknown): number {
  const depth = (state as Record<string, unknown> | null)?.[DEPTH_KEY];
  return typeof depth === 'number' ? depth : 0;
}

function onPopState(): void {
  const depth = depthOf(window.history.state);
  for (let index = held.length - 1; index >= 0; index--) {
    const overlay = held[index];
    if (overlay && overlay.depth > depth) {
      held.splice(index, 1);
      closeWhenStarted(overlay);
    }
  }
  for (const resolve of popWaiters) resolve();
  popWaiters.clear();
  // Back from a page opened out of an overlay lands on that overlay's entry, which nothing holds
  // any more: step over it, so one Back is one page.
  if (depth > (held.at(-1)?.depth ?? 0)) window.history.back();
}

/** Steps back over an overlay's entry if it is the current one; resolves once the step is made. */
function popEntry(depth: number): Promise<void> {
  if (depthOf(window.history.state) !== depth) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      popWaiters.delete(done);
      resolve();
    };
    const timer = setTimeout(done, POP_TIMEOUT_MS);
    popWaiters.add(done);
    window.history.back();
  });
}

/**
 * Marks an overlay as open: Back calls `close` instead of leaving the page. Returns the release to
 * call when it closes any other way; it resolves once the overlay's entry is gone, so a page opened
 * after that does not land behind the entry.
 */
export function holdBackEntry(close: () => void): () => Promise<void> {
  if (!listening) {
    window.addEventListener('popstate', onPopState);
    listening = true;
  }
  let depth: number;
  const current = depthOf(window.history.state);
  const handover = [...handingOver].find((closed) => closed.depth === current && current > 0);
  if (handover) {
    depth = current;
    handingOver.delete(handover);
  } else {
    depth = current + 1;
    window.history.pushState({ ...window.history.state, [DEPTH_KEY]: depth }, '');
  }
  const overlay: Held = { depth, close, started: afterFrames(START_FRAMES) };
  held.push(overlay);

  return () => {
    const index = held.indexOf(overlay);
    // Closed by Back: its entry went with it.
    if (index < 0) return Promise.resolve();
    held.splice(index, 1);
    const handover = { depth };
    handingOver.add(handover);
    return Promise.resolve().then(() => {
      if (!handingOver.delete(handover)) return;
      return popEntry(depth);
    });
  };
}

/** Lets Back close an overlay while `open`; `close` is what its close button does. */
export function useBackToClose(open: boolean, close: () => void): void {
  const latestClose = useRef(close);
  useLayoutEffect(() => {
    latestClose.current = close;
  });
  useEffect(() => {
    if (!open) return;
    const release = holdBackEntry(() => latestClose.current());
    return () => void release();
  }, [open]);
}
