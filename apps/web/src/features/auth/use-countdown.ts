import { useCallback, useEffect, useState } from 'react';

interface Running {
  /** What the countdown is for (the phone number or e-mail a code went to). */
  key: string;
  endsAt: number;
}

/**
 * The resend countdown of the send-code button, ticking every second. It counts from a timestamp,
 * so a phone that slept or a throttled background tab still shows the right number.
 */
export function useCountdown() {
  const [running, setRunning] = useState<Running | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!running || running.endsAt <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, running.endsAt - now));
    return () => clearTimeout(timer);
  }, [running, now]);

  const start = useCallback((key: string, seconds: number) => {
    const at = Date.now();
    setNow(at);
    setRunning({ key, endsAt: at + seconds * 1000 });
  }, []);

  /** Seconds left for this key; 0 when it may be sent again. */
  const remaining = (key: string) =>
    running && running.key === key ? Math.max(0, Math.ceil((running.endsAt - now) / 1000)) : 0;

  return { start, remaining };
}
