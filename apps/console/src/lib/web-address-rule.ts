import { webAddressProblem } from '@scenic/contracts';
import type { TFunction } from 'i18next';

/**
 * The form rule of a link staff save for visitors (a banner's, the chat's, the company's site): the
 * server's own rule, so the form says what is wrong before saving, credentials included.
 */
export function webAddressRule(t: TFunction, optional = false) {
  return {
    validator: async (_rule: unknown, value: string | undefined) => {
      const address = (value ?? '').trim();
      if (optional && address === '') return;
      const problem = webAddressProblem(address);
      if (problem === 'urlHasCredentials') throw new Error(t('content.urlCredentials'));
      if (problem) throw new Error(t('content.urlRule'));
    },
  };
}
