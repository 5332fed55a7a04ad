import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '#web/test/render.tsx';
import { useCountdown } from './use-countdown';

let countdown: ReturnType<typeof useCountdown>;
function Probe() {
  countdown = useCountdown();
  return <output>{countdown.remaining('+60 123456789')}</output>;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('send-code countdown', () => {
  it('counts down every second from resendAfter to 0, for the destination it was started for', async () => {
    vi.useFakeTimers();
    const view = await render(<Probe />);
    expect(view.textContent).toBe('0');
    await act(async () => countdown.start('+60 123456789', 60));
    expect(view.textContent).toBe('60');
    expect(countdown.remaining('other@example.com')).toBe(0);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(view.textContent).toBe('59');
    for (let second = 0; second < 58; second++) {
      await act(async () => vi.advanceTimersByTime(1000));
    }
    expect(view.textContent).toBe('1');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(view.textContent).toBe('0');
    // Stopped: nothing is scheduled any more.
    expect(vi.getTimerCount()).toBe(0);
  });
});
