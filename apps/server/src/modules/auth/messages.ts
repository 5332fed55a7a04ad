import { CODE_TTL_SECONDS, type Locale } from '@scenic/contracts';

const MINUTES = CODE_TTL_SECONDS / 60;

/** The text of a login code message, in the visitor's language. */
export function codeMessage(code: string, brand: string, locale: Locale) {
  switch (locale) {
    case 'zh':
      return {
        subject: `${brand}登录验证码`,
        text: `【${brand}】您的验证码是 ${code}，${MINUTES} 分钟内有效。请勿告诉他人。`,
      };
    case 'ma':
      return {
        subject: `Kod log masuk ${brand}`,
        text: `${brand}: kod anda ialah ${code}. Sah selama ${MINUTES} minit. Jangan kongsi dengan sesiapa.`,
      };
    default:
      return {
        subject: `Your ${brand} sign-in code`,
        text: `${brand}: your code is ${code}. It expires in ${MINUTES} minutes. Never share it with anyone.`,
      };
  }
}
