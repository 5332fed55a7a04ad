import { COUNTDOWN_TICK_MS, type Countdown as CountdownData } from '@scenic/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownTarget, remaining } from './countdown-parts';

/**
 * The optional countdown (SPEC §4): nothing when open is 0; otherwise it ticks every second and,
 * when the date is reached, closes (open becomes 0) and stops ticking.
 */
export function Countdown({ data }: { data: CountdownData }) {
  const { t } = useTranslation();
  const [target] = useState(() => countdownTarget(data, Date.now()));
  const [open, setOpen] = useState(data.open);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (open === 0) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (remaining(target, current) === null) setOpen(0);
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [open, target]);

  const left = open === 0 ? null : remaining(target, now);
  if (!left) return null;
  const parts = [
    ['days', left.days],
    ['hours', left.hours],
    ['minutes', left.minutes],
    ['seconds', left.seconds],
  ] as const;
  return (
    <section
      className="countdown"
      data-testid="home-countdown"
      aria-label={data.title || t('home.countdownTitle')}
    >
      <p className="countdown__title">{data.title || t('home.countdownTitle')}</p>
      <div className="countdown__parts" role="timer" aria-live="off">
        {parts.map(([unit, value]) => (
          <div key={unit} className="countdown__part">
            <span className="countdown__value">{String(value).padStart(2, '0')}</span>
            <span className="countdown__unit">{t(`home.${unit}`)}</span>
          </div>
        ))}
      </div>
    </section>
  );
}
