import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeWaitingVersion } from './service-worker';

/** A stand-in for navigator.serviceWorker with an installed version waiting, or not. */
function workers({ controlled = true, waiting = true } = {}) {
  const listeners = new Set<() => void>();
  const postMessage = vi.fn((message: { type: string }) => {
    // The waiting version takes over when told to skip waiting.
    if (message.type === 'SKIP_WAITING') for (const listener of listeners) listener();
  });
  const container = {
    controller: controlled ? {} : null,
    getRegistration: async () => ({ waiting: waiting ? { postMessage } : null }),
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
  };
  return { container: container as unknown as ServiceWorkerContainer, postMessage };
}

describe('a new version of the app', () => {
  const reload = vi.fn();
  afterEach(() => {
    reload.mockReset();
    vi.unstubAllGlobals();
  });
  function stubReload() {
    vi.stubGlobal('location', { ...window.location, reload });
  }

  it('takes over when the app starts, and the page loads again from it', async () => {
    stubReload();
    const { container, postMessage } = workers();
    await expect(takeWaitingVersion(container)).resolves.toBe(true);
    expect(postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).toHaveBeenCalledOnce();
  });

  it('leaves the app to start as it is when none is waiting, or on a first visit', async () => {
    stubReload();
    const none = workers({ waiting: false });
    await expect(takeWaitingVersion(none.container)).resolves.toBe(false);
    const first = workers({ controlled: false });
    await expect(takeWaitingVersion(first.container)).resolves.toBe(false);
    expect(first.postMessage).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('is not looked for where the browser has no service worker', async () => {
    await expect(takeWaitingVersion(null)).resolves.toBe(false);
  });
});
