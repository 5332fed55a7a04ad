import { isDisposableEmail, isEmail, validationMessage } from '@scenic/contracts';
import Popup from 'antd-mobile/es/components/popup';
import { useId, useState } from 'react';
import { useBackToClose } from '#web/lib/back-closes.ts';
import { useLocale } from '#web/lib/use-locale.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';

interface EmailSheetProps {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onSend: (email: string) => void;
}

/** Asks a visitor who logged in by phone where to e-mail the ticket. */
export function EmailSheet({ open, busy, onClose, onSend }: EmailSheetProps) {
  const { t } = useOrderTexts();
  const locale = useLocale();
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  useBackToClose(open, onClose);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!isEmail(value)) {
      setError(t('email.emailInvalid'));
      return;
    }
    // A disposable address would lose the ticket: SPEC §5's "Email format not allowed".
    if (isDisposableEmail(value)) {
      setError(validationMessage('emailNotAllowed', locale));
      return;
    }
    onSend(value);
  };
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="sheet">
      <form onSubmit={submit} noValidate>
        <h2 className="sheet__title">{t('email.emailTitle')}</h2>
        <label className="sheet__label" htmlFor={id}>
          {t('email.emailLabel')}
        </label>
        <input
          id={id}
          className="sheet__input"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('email.emailPlaceholder')}
          value={email}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
          }}
        />
        {error && (
          <p id={`${id}-error`} className="sheet__error" role="alert">
            {error}
          </p>
        )}
        <div className="sheet__actions">
          <button type="button" className="button button--outline" onClick={onClose}>
            {t('reschedule.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('email.send')}
          </button>
        </div>
      </form>
    </Popup>
  );
}
