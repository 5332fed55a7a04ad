import './auth.css';
import { ERROR_CODE, type LoginData, type LoginType } from '@scenic/contracts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormField, fieldAria } from '#web/components/form-field.tsx';
import { ChevronDownIcon } from '#web/components/icons.tsx';
import { ACCOUNT_NS } from '#web/lib/i18n.ts';
import { keepInView } from '#web/lib/keep-in-view.ts';
import { ApiError } from '#web/lib/request.ts';
import { saveSession } from '#web/lib/session.ts';
import { showToast } from '#web/lib/toast.ts';
import { useLocale } from '#web/lib/use-locale.ts';
import { acceptPrivacyAtSignIn } from './api/accept-privacy';
import { useAreaCodes } from './api/get-area-codes';
import { login } from './api/login';
import { sendCode } from './api/send-code';
import { socialLogin } from './api/social-login';
import { AreaCodeSheet } from './components/area-code-sheet';
import { SocialButtons } from './components/social-buttons';
import { forgetLoginTarget, loginTarget, rememberLoginTarget } from './login-redirect';
import {
  type FieldErrors,
  firstError,
  type LoginField,
  type LoginInput,
  loginBody,
  sendCodeBody,
  validateConsent,
  validateLogin,
  validateSendCode,
} from './login-validation';
import { startSocialLogin } from './social/provider-urls';
import { type SocialProvider, takeSocialReturn } from './social/social-return';
import { useCountdown } from './use-countdown';

/** Malaysia: the operator's home market. */
export const DEFAULT_AREA_CODE = '+60';
const FALLBACK_RESEND_SECONDS = 60;

/** The phone number or e-mail a code goes to; the countdown is per destination. */
function destinationKey(input: LoginInput): string {
  return input.type === 'phone' ? `${input.areaCode} ${input.phone.trim()}` : input.email.trim();
}

/** Server answers about the phone number or e-mail address itself (not the moment or the gateway). */
const DESTINATION_REFUSED = new Set<number>([
  ERROR_CODE.validation,
  ERROR_CODE.smsNumberRefused,
  ERROR_CODE.emailAddressRefused,
]);

export default function LoginPage() {
  const { t } = useTranslation(ACCOUNT_NS);
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const idPrefix = useId();
  const areaCodes = useAreaCodes();
  const countdown = useCountdown();
  const [input, setInput] = useState<LoginInput>({
    type: 'phone',
    areaCode: DEFAULT_AREA_CODE,
    phone: '',
    email: '',
    code: '',
    agreed: false,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState<'send' | 'login' | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const target = loginTarget(location.state);

  const ids: Record<LoginField, string> = {
    areaCode: `${idPrefix}-area`,
    phone: `${idPrefix}-phone`,
    email: `${idPrefix}-email`,
    code: `${idPrefix}-code`,
    agreed: `${idPrefix}-agree`,
  };

  const update = <K extends keyof LoginInput>(key: K, value: LoginInput[K]) => {
    setInput((current) => ({ ...current, [key]: value }));
    // A new area code changes which phone pattern applies, so the phone's message goes too.
    setErrors((current) => ({
      ...current,
      [key]: undefined,
      ...(key === 'areaCode' ? { phone: undefined } : {}),
    }));
  };

  const finish = async (data: LoginData) => {
    saveSession(data.token, data.user);
    await acceptPrivacyAtSignIn();
    forgetLoginTarget();
    // Replace /login, so Back from the page the visitor lands on does not return here.
    navigate(target, { replace: true });
  };

  // Back from Google or Facebook: main.tsx captured and checked the answer before the router ran.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, for the captured answer
  useEffect(() => {
    const social = takeSocialReturn();
    if (!social) return;
    if ('error' in social) {
      showToast(t(social.error === 'cancelled' ? 'login.socialCancelled' : 'login.socialFailed'));
      return;
    }
    socialLogin(social.provider, social.token).then(finish, () => {
      // The request client already showed the server's message.
    });
  }, []);

  /** Shows the messages; the topmost invalid field gets the focus, the consent also a toast. */
  const report = (found: FieldErrors): boolean => {
    setErrors(found);
    const first = firstError(found);
    if (!first) return true;
    const [field, message] = first;
    if (field === 'agreed') showToast(message);
    document.getElementById(ids[field])?.focus();
    return false;
  };

  const onSendCode = async () => {
    if (!report(validateSendCode(input, locale)) || busy) return;
    const key = destinationKey(input);
    if (countdown.remaining(key) > 0) return;
    setBusy('send');
    try {
      const { resendAfter } = await sendCode(sendCodeBody(input));
      countdown.start(key, resendAfter > 0 ? resendAfter : FALLBACK_RESEND_SECONDS);
      showToast(t(input.type === 'phone' ? 'login.codeSentPhone' : 'login.codeSentEmail'));
      document.getElementById(ids.code)?.focus();
    } catch (error) {
      // The request client already showed the server's message (too soon, hourly limit, ...); one
      // about the number or address itself also stays under that field until it is changed.
      if (error instanceof ApiError && DESTINATION_REFUSED.has(error.code)) {
        setErrors({ [input.type]: error.message });
      }
    } finally {
      setBusy(null);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!report(validateLogin(input, locale)) || busy) return;
    setBusy('login');
    try {
      await finish(await login(loginBody(input)));
    } catch {
      // Wrong or expired code: the server's message is on screen; let the visitor retype it.
      setInput((current) => ({ ...current, code: '' }));
    } finally {
      setBusy(null);
    }
  };

  const onSocial = (provider: SocialProvider, clientId: string) => {
    if (!report(validateConsent(input, locale))) return;
    rememberLoginTarget(target);
    startSocialLogin(provider, clientId);
  };

  const switchTab = (type: LoginType) => {
    setInput((current) => ({ ...current, type, code: '' }));
    setErrors({});
  };

  const remaining = countdown.remaining(destinationKey(input));
  const codes = areaCodes.data ?? [];
  const areaName = codes.find((area) => area.code === input.areaCode)?.name;

  return (
    <div className="auth">
      <div className="auth__hero">
        <h2>{t('login.welcome')}</h2>
        <p>{t('login.intro')}</p>
      </div>
      <form className="auth__card" noValidate onSubmit={onSubmit}>
        <div className="auth__tabs" role="tablist" aria-label={t('login.method')}>
          {(['phone', 'email'] as const).map((type) => (
            <button
              key={type}
              type="button"
              role="tab"
              id={`${idPrefix}-tab-${type}`}
              aria-selected={input.type === type}
              aria-controls={`${idPrefix}-panel`}
              className="auth__tab"
              data-testid={`login-tab-${type}`}
              onClick={() => switchTab(type)}
            >
              {t(type === 'phone' ? 'login.tabPhone' : 'login.tabEmail')}
            </button>
          ))}
        </div>
        <div
          role="tabpanel"
          id={`${idPrefix}-panel`}
          aria-labelledby={`${idPrefix}-tab-${input.type}`}
          className="auth__panel"
        >
          {input.type === 'phone' ? (
            <FormField
              id={ids.phone}
              label={t('login.phone')}
              error={errors.phone ?? errors.areaCode}
            >
              <div className="input-group">
                <button
                  type="button"
                  id={ids.areaCode}
                  className="input-group__addon"
                  aria-haspopup="dialog"
                  aria-label={t('login.areaCodeLabel', {
                    code: input.areaCode,
                    name: areaName ?? input.areaCode,
                  })}
                  onClick={() => setSheetOpen(true)}
                >
                  {input.areaCode}
                  <ChevronDownIcon />
                </button>
                <input
                  id={ids.phone}
                  className="input"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel-national"
                  maxLength={20}
                  placeholder={t('login.phonePlaceholder')}
                  value={input.phone}
                  onChange={(event) => update('phone', event.target.value)}
                  onFocus={keepInView}
                  {...fieldAria(ids.phone, errors.phone ?? errors.areaCode)}
                />
              </div>
            </FormField>
          ) : (
            <FormField id={ids.email} label={t('login.email')} error={errors.email}>
              <input
                id={ids.email}
                className="input"
                type="email"
                inputMode="email"
                autoComplete="email"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={254}
                placeholder={t('login.emailPlaceholder')}
                value={input.email}
                onChange={(event) => update('email', event.target.value)}
                onFocus={keepInView}
                data-testid="login-email"
                {...fieldAria(ids.email, errors.email)}
              />
            </FormField>
          )}
          <FormField id={ids.code} label={t('login.code')} error={errors.code}>
            <div className="input-group">
              <input
                id={ids.code}
                className="input"
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]*"
                maxLength={6}
                placeholder={t('login.codePlaceholder')}
                value={input.code}
                onChange={(event) => update('code', event.target.value.replace(/\D/g, ''))}
                onFocus={keepInView}
                data-testid="login-code"
                {...fieldAria(ids.code, errors.code)}
              />
              <button
                type="button"
                className="input-group__action"
                disabled={remaining > 0 || busy === 'send'}
                aria-live="polite"
                data-testid="login-send-code"
                onClick={() => void onSendCode()}
              >
                {remaining > 0
                  ? t('login.resendIn', { seconds: remaining })
                  : busy === 'send'
                    ? t('login.sending')
                    : t('login.sendCode')}
              </button>
            </div>
          </FormField>
        </div>
        <div className={errors.agreed ? 'agree agree--invalid' : 'agree'}>
          {/* The label around the box makes a 44 px tap area for a small checkbox. */}
          <label className="agree__hit">
            <input
              id={ids.agreed}
              type="checkbox"
              className="agree__box"
              checked={input.agreed}
              onChange={(event) => update('agreed', event.target.checked)}
              data-testid="login-agree"
              {...fieldAria(ids.agreed, errors.agreed)}
            />
          </label>
          <p className="agree__text">
            <label htmlFor={ids.agreed}>{t('login.agreePrefix')}</label>{' '}
            <Link to="/xieyi?type=privacy">{t('login.privacyPolicy')}</Link> {t('login.agreeJoin')}{' '}
            <Link to="/xieyi?type=terms">{t('login.termsOfUse')}</Link>
          </p>
        </div>
        {errors.agreed && (
          <p id={`${ids.agreed}-error`} className="field__error agree__error" role="alert">
            {errors.agreed}
          </p>
        )}
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={busy === 'login'}
          data-testid="login-submit"
        >
          {busy === 'login' ? t('login.submitting') : t('login.submit')}
        </button>
        <SocialButtons onStart={onSocial} />
      </form>
      <AreaCodeSheet
        visible={sheetOpen}
        codes={codes}
        value={input.areaCode}
        onSelect={(code) => update('areaCode', code)}
        onClose={() => setSheetOpen(false)}
      />
    </div>
  );
}
