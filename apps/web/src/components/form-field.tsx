import './form-field.css';
import type { ReactNode } from 'react';

/** A label, the control, and the field's message under it (announced when it appears). */
export function FormField({
  id,
  label,
  error,
  extra,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  /** Shown at the end of the label row, e.g. a character counter. */
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <div className="field__label-row">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        {extra}
      </div>
      {children}
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The accessibility attributes a control inside {@link FormField} needs for its message. */
export function fieldAria(id: string, error?: string) {
  return error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
}
