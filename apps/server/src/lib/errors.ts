import type { ErrorKey } from '@scenic/contracts';

/**
 * A failure the visitor should be told about: answered as the envelope of its catalogue entry.
 * `messageKey` optionally names a field message (VALIDATION_MESSAGES) that is more precise.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly key: ErrorKey;
  readonly messageKey: string | undefined;

  constructor(key: ErrorKey, messageKey?: string) {
    super(messageKey ?? key);
    this.key = key;
    this.messageKey = messageKey;
  }
}

export const notFound = () => new AppError('notFound');
