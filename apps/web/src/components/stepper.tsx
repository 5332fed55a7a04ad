import './stepper.css';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface StepperProps {
  value: number;
  min: number;
  max: number;
  /** Called with the new count, always within min..max. */
  onChange: (next: number) => void;
  /** What is being counted, as a screen reader says it ("Number of Adult tickets"). */
  label: string;
  disabled?: boolean;
  /** The smaller pill of cart lines. */
  small?: boolean;
}

/**
 * A whole-number count with − and + buttons. The count is a spinbutton (its name, value and
 * bounds read out; arrow keys step it); each button has its own name in the visitor's language.
 */
export function Stepper({ value, min, max, onChange, label, disabled, small }: StepperProps) {
  const { t } = useTranslation();
  const set = (next: number) => {
    const bounded = Math.min(Math.max(next, min), Math.max(min, max));
    if (!disabled && bounded !== value) onChange(bounded);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const steps: Record<string, number> = {
      ArrowUp: value + 1,
      ArrowRight: value + 1,
      ArrowDown: value - 1,
      ArrowLeft: value - 1,
      Home: min,
      End: max,
    };
    const next = steps[event.key];
    if (next === undefined) return;
    event.preventDefault();
    set(next);
  };
  return (
    <div className={small ? 'stepper stepper--small' : 'stepper'}>
      <button
        type="button"
        className="stepper__minus"
        aria-label={t('stepper.decrease')}
        disabled={disabled || value <= min}
        onClick={() => set(value - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <span
        className="stepper__value"
        role="spinbutton"
        tabIndex={disabled ? -1 : 0}
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={min}
        aria-valuemax={Math.max(min, max)}
        aria-disabled={disabled || undefined}
        onKeyDown={onKeyDown}
      >
        {value}
      </span>
      <button
        type="button"
        className="stepper__plus"
        aria-label={t('stepper.increase')}
        disabled={disabled || value >= max}
        onClick={() => set(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
