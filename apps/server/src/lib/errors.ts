import type { ErrorKey } from '@scenic/contracts';

/**
 * A failure the visitor should be told about: answered as the envelope of its catalogue entry.
 * `messageKey` optionally names a field message (VALIDATION_MESSAGES) that is more precise.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly key: ErrorKey;
  readonly messageKey: string | undefined;
  /** Values of the message's `{name}` placeholders ("at most {n} days"). */
  readonly vars: Record<string, string | number>;
  /** What the visitor can act on, answered as the envelope's `data` (the waiting order to pay). */
  data: unknown = null;

  constructor(key: ErrorKey, messageKey?: string, vars: Record<string, string | number> = {}) {
    super(messageKey ?? key);
    this.key = key;
    this.messageKey = messageKey;
    this.vars = vars;
  }
}

export const notFound = () => new AppError('notFound');
