import type { PrivacyStatus } from '@scenic/contracts';
import { request } from '#web/lib/request.ts';

/**
 * The visitor ticked "I have read and agree to the Privacy Policy" before signing in: the version
 * published now is recorded as accepted, with the time (decision 045). A failure here is not a
 * failed sign-in: the app asks again on the next page.
 */
export async function acceptPrivacyAtSignIn(): Promise<void> {
  try {
    const { data } = await request<PrivacyStatus>('/index/privacy/status', {
      loading: false,
      quiet: true,
    });
    if (!data.needsAcceptance) return;
    await request<PrivacyStatus>('/index/privacy/accept', {
      method: 'POST',
      body: { version: data.version },
      loading: false,
      quiet: true,
    });
  } catch {
    // Asked again by the notice on the next page.
  }
}
