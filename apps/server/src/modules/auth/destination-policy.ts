import type { EmailCheck } from '#server/lib/email-domains.ts';
import { AppError } from '#server/lib/errors.ts';
import type { Destination } from './codes.ts';

export interface DestinationPolicyDeps {
  /** The area codes the operator offers on the login page (getAreaCode). */
  offeredAreaCodes: () => Promise<readonly string[]>;
  checkEmail: EmailCheck;
}

/**
 * Where a code may go: an e-mail of an allowed domain, or a phone under an area code the operator
 * offers. Texts to other countries cost the operator and are the usual way SMS gateways are
 * abused (codes sent in bulk to premium numbers), so they are refused before anything is sent.
 */
export function destinationPolicy(deps: DestinationPolicyDeps) {
  return async (destination: Destination): Promise<void> => {
    if (destination.type === 'email') return deps.checkEmail(destination.email);
    if (!(await deps.offeredAreaCodes()).includes(destination.areaCode)) {
      throw new AppError('validation', 'areaCodeInvalid');
    }
  };
}

export type DestinationPolicy = ReturnType<typeof destinationPolicy>;
