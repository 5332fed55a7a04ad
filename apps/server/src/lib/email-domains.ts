import { isDisposableEmail, isEmailDomainIn } from '@scenic/contracts';
import { AppError } from './errors.ts';

/** Refuses an address a visitor gives ("Email format not allowed", SPEC §5); undefined or '' passes. */
export type EmailCheck = (email: string | undefined) => void;

/**
 * The built-in disposable-mail list (the shared schemas already refuse it) and the operator's own
 * BLOCKED_EMAIL_DOMAINS, which only the server knows.
 */
export function emailDomainCheck(operatorBlocked: readonly string[]): EmailCheck {
  const blocked = new Set(operatorBlocked);
  return (email) => {
    if (!email) return;
    if (isDisposableEmail(email) || isEmailDomainIn(email, blocked)) {
      throw new AppError('validation', 'emailNotAllowed');
    }
  };
}
