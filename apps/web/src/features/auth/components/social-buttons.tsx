import { useTranslation } from 'react-i18next';
import { ACCOUNT_NS } from '#web/lib/i18n.ts';
import { useAppIds } from '../api/get-app-ids';
import type { SocialProvider } from '../social/social-return';

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="#4285F4"
        d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3z"
      />
      <path
        fill="#34A853"
        d="M12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22z"
      />
      <path
        fill="#FBBC05"
        d="M6.4 14c-.2-.6-.3-1.3-.3-2s.1-1.4.3-2V7.4H3.1a10 10 0 0 0 0 9.2L6.4 14z"
      />
      <path
        fill="#EA4335"
        d="M12 6c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.4L6.4 10C7.2 7.7 9.4 6 12 6z"
      />
    </svg>
  );
}

function FacebookMark() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="#1877F2" />
      <path
        fill="#fff"
        d="M13.2 20v-6h2l.3-2.4h-2.3v-1.5c0-.7.2-1.2 1.2-1.2h1.2V6.8a16 16 0 0 0-1.8-.1c-1.8 0-3 1.1-3 3.1v1.8h-2V14h2v6h2.4z"
      />
    </svg>
  );
}

/** Google and Facebook, each shown only when the operator configured its app id. */
export function SocialButtons({
  onStart,
}: {
  onStart: (provider: SocialProvider, id: string) => void;
}) {
  const { t } = useTranslation(ACCOUNT_NS);
  const ids = useAppIds().data;
  if (!ids?.google && !ids?.facebook) return null;
  return (
    <div className="auth__social">
      <p className="auth__divider">
        <span>{t('login.orContinue')}</span>
      </p>
      {ids.google && (
        <button
          type="button"
          className="button button--social"
          onClick={() => onStart('google', ids.google)}
        >
          <GoogleMark />
          {t('login.google')}
        </button>
      )}
      {ids.facebook && (
        <button
          type="button"
          className="button button--social"
          onClick={() => onStart('facebook', ids.facebook)}
        >
          <FacebookMark />
          {t('login.facebook')}
        </button>
      )}
    </div>
  );
}
