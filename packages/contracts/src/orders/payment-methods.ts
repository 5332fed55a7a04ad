import { z } from 'zod';

/**
 * The ways a visitor can pay through Curlec, in the order the payment page lists them: FPX online
 * banking, cards, the Touch 'n Go, Boost and GrabPay e-wallets, and DuitNow QR (decision 043).
 */
export const CURLEC_METHODS = ['fpx', 'card', 'touchngo', 'boost', 'grabpay', 'duitnow'] as const;
export type CurlecMethod = (typeof CURLEC_METHODS)[number];

/** Which of them visitors are offered: the operator's choice (admin, audited). */
export const payMethodSettingsSchema = z.object({
  methods: z
    .array(z.enum(CURLEC_METHODS, { error: 'invalidValue' }), { error: 'payMethodsEmpty' })
    .min(1, { error: 'payMethodsEmpty' })
    .max(CURLEC_METHODS.length, { error: 'invalidValue' })
    .refine((methods) => new Set(methods).size === methods.length, { error: 'invalidValue' }),
});
export type PayMethodSettings = z.infer<typeof payMethodSettingsSchema>;
export const DEFAULT_PAY_METHOD_SETTINGS: PayMethodSettings = { methods: [...CURLEC_METHODS] };

/** The setting as the console shows it, with the gateway visitors pay through now. */
export const consolePayMethodSettingsSchema = payMethodSettingsSchema.extend({
  /** `sandbox`, `stripe` or `curlec`: the choice takes effect on Curlec's checkout only. */
  gateway: z.string(),
});
export type ConsolePayMethodSettings = z.infer<typeof consolePayMethodSettingsSchema>;
