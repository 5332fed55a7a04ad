import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * How long the answer stays: the seconds left and a bar that shrinks to nothing, then `onDone`.
 * Mounted afresh for each answer (a new `key`), so each one gets its full time.
 */
export function ClearsIn({ seconds, onDone }: { seconds: number; onDone: () => void }) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    // Counted from one start, so a busy phone that runs a tick late never stretches the time.
    const started = Date.now();
    const tick = setInterval(() => {
      setLeft(Math.max(seconds - Math.floor((Date.now() - started) / 1_000), 0));
    }, 250);
    const end = setTimeout(() => done.current(), seconds * 1_000);
    return () => {
      clearInterval(tick);
      clearTimeout(end);
    };
  }, [seconds]);
  // Hidden from screen readers: the answer is announced once, not every second of its countdown.
  return (
    <div className="verdict__clears" aria-hidden="true" data-testid="gate-clears-in">
      <span>{t('gate.clearsIn', { seconds: left })}</span>
      <span className="verdict__bar">
        <span style={{ animationDuration: `${seconds}s` }} />
      </span>
    </div>
  );
}
