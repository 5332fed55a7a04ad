import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '#web/components/form-field.tsx';
import { ACCOUNT_NS } from '#web/lib/i18n.ts';
import { useSession } from '#web/lib/session.ts';
import { showToast } from '#web/lib/toast.ts';
import { useAreaCodes } from '../api/area-codes';
import { changeContact, saveNickname, sendContactCode } from '../api/change-details';

type ContactType = 'phone' | 'email';

/**
 * Correcting their details (PDPA s34): the nickname at once; a new phone number or e-mail address
 * only with the code sent to it, as at sign-in.
 */
export function DetailsSection() {
  const { t } = useTranslation(ACCOUNT_NS);
  const { user } = useSession();
  const id = useId();
  const [nickname, setNickname] = useState(user?.nickname ?? '');
  const [type, setType] = useState<ContactType>('email');
  const [areaCode, setAreaCode] = useState(user?.areaCode || '+60');
  const [contact, setContact] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const areaCodes = useAreaCodes();
  const destination =
    type === 'phone' ? { type, areaCode, phone: contact } : { type, email: contact };

  const onNickname = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await saveNickname(nickname);
      showToast(t('privacy.saved'));
    } catch {
      // Shown by the request client.
    }
  };
  const onSend = async () => {
    try {
      await sendContactCode(destination);
      setCodeSent(true);
      showToast(t(type === 'phone' ? 'login.codeSentPhone' : 'login.codeSentEmail'));
    } catch {
      // Shown by the request client.
    }
  };
  const onChange = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await changeContact({ ...destination, code });
      showToast(t('privacy.contactChanged'));
      setContact('');
      setCode('');
      setCodeSent(false);
    } catch {
      setCode('');
    }
  };

  return (
    <section className="your-data__card" aria-labelledby="your-data-details">
      <h2 id="your-data-details">{t('privacy.detailsTitle')}</h2>
      <dl className="your-data__facts">
        <dt>{t('privacy.currentPhone')}</dt>
        <dd>{user?.phone ? `${user.areaCode} ${user.phone}` : t('privacy.none')}</dd>
        <dt>{t('privacy.currentEmail')}</dt>
        <dd>{user?.email || t('privacy.none')}</dd>
      </dl>
      <form onSubmit={onNickname} className="your-data__form">
        <FormField id={`${id}-nickname`} label={t('privacy.nickname')}>
          <input
            id={`${id}-nickname`}
            className="input"
            maxLength={30}
            value={nickname}
            onChange={(event) => setNickname(event.target.value)}
          />
        </FormField>
        <button type="submit" className="button button--block">
          {t('privacy.saveNickname')}
        </button>
      </form>
      <form onSubmit={onChange} className="your-data__form">
        <fieldset className="your-data__choice">
          <legend>{t('privacy.changeContact')}</legend>
          {(['email', 'phone'] as const).map((option) => (
            <label key={option}>
              <input
                type="radio"
                name={`${id}-type`}
                checked={type === option}
                onChange={() => {
                  setType(option);
                  setCodeSent(false);
                }}
              />
              {t(option === 'phone' ? 'login.tabPhone' : 'login.tabEmail')}
            </label>
          ))}
        </fieldset>
        {type === 'phone' && (
          <FormField id={`${id}-area`} label={t('login.areaCodeTitle')}>
            <select
              id={`${id}-area`}
              className="input"
              value={areaCode}
              onChange={(event) => setAreaCode(event.target.value)}
            >
              {(areaCodes.data ?? [{ code: areaCode, name: areaCode, mainland: false }]).map(
                (area) => (
                  <option key={area.code} value={area.code}>
                    {`${area.name} (${area.code})`}
                  </option>
                ),
              )}
            </select>
          </FormField>
        )}
        <FormField
          id={`${id}-contact`}
          label={t(type === 'phone' ? 'privacy.newPhone' : 'privacy.newEmail')}
        >
          <input
            id={`${id}-contact`}
            className="input"
            type={type === 'phone' ? 'tel' : 'email'}
            autoCapitalize="none"
            maxLength={254}
            value={contact}
            onChange={(event) => setContact(event.target.value)}
          />
        </FormField>
        <button
          type="button"
          className="button button--block"
          disabled={!contact}
          onClick={() => void onSend()}
        >
          {t('login.sendCode')}
        </button>
        {codeSent && (
          <>
            <FormField id={`${id}-code`} label={t('login.code')}>
              <input
                id={`${id}-code`}
                className="input"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
              />
            </FormField>
            <button type="submit" className="button button--primary button--block">
              {t('privacy.saveContact')}
            </button>
          </>
        )}
      </form>
    </section>
  );
}
