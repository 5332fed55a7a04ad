import { type ContactBody, MAX_LONG_TEXT, MAX_SHORT_TEXT } from '@scenic/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, fieldAria } from '#web/components/form-field.tsx';
import { ACCOUNT_NS } from '#web/lib/i18n.ts';
import { keepInView } from '#web/lib/keep-in-view.ts';
import { showToast } from '#web/lib/toast.ts';
import { useLocale } from '#web/lib/use-locale.ts';
import { sendContact } from '../api/send-contact';
import {
  CONTACT_FIELD_ORDER,
  type ContactErrors,
  type ContactField,
  validateContact,
} from '../contact-validation';

const EMPTY: Required<ContactBody> = { name: '', phone: '', email: '', content: '' };

/** "Contact us": a name, a phone number or an e-mail to answer, and the message. */
export function ContactForm() {
  const { t } = useTranslation(ACCOUNT_NS);
  const locale = useLocale();
  const idPrefix = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  const id = (field: ContactField) => `${idPrefix}-${field}`;

  const update = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Either way to reply answers the "leave a phone or an e-mail" message.
    setErrors((current) => ({
      ...current,
      [field]: undefined,
      ...(field === 'email' && !values.phone.trim() ? { phone: undefined } : {}),
    }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = validateContact(values, locale);
    setErrors(found);
    const first = CONTACT_FIELD_ORDER.find((field) => found[field]);
    if (first) {
      document.getElementById(id(first))?.focus();
      return;
    }
    setSending(true);
    try {
      await sendContact({
        name: values.name.trim(),
        phone: values.phone.trim(),
        email: values.email.trim(),
        content: values.content.trim(),
      });
      showToast(t('contact.success'));
      setValues(EMPTY);
    } catch {
      // The request client showed the server's message; what was typed stays.
    } finally {
      setSending(false);
    }
  };

  const text = (field: 'name' | 'phone' | 'email', props: Record<string, unknown>) => (
    <FormField id={id(field)} label={t(`contact.${field}`)} error={errors[field]}>
      <input
        id={id(field)}
        className="input"
        value={values[field]}
        onChange={(event) => update(field, event.target.value)}
        onFocus={keepInView}
        data-testid={`contact-${field}`}
        {...props}
        {...fieldAria(id(field), errors[field])}
      />
    </FormField>
  );

  return (
    <form
      className="contact-form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${idPrefix}-title`}
    >
      <h2 id={`${idPrefix}-title`} className="help-section__title">
        {t('contact.title')}
      </h2>
      <p className="help-section__lead">{t('contact.lead')}</p>
      {text('name', {
        autoComplete: 'name',
        maxLength: MAX_SHORT_TEXT,
        placeholder: t('contact.namePlaceholder'),
      })}
      {text('phone', {
        type: 'tel',
        inputMode: 'tel',
        autoComplete: 'tel',
        maxLength: 30,
        placeholder: t('contact.phonePlaceholder'),
      })}
      {text('email', {
        type: 'email',
        inputMode: 'email',
        autoComplete: 'email',
        autoCapitalize: 'none',
        spellCheck: false,
        maxLength: 254,
        placeholder: t('contact.emailPlaceholder'),
      })}
      <FormField
        id={id('content')}
        label={t('contact.content')}
        error={errors.content}
        extra={
          <span className="field__counter" aria-live="off">
            {t('contact.counter', { length: values.content.length, max: MAX_LONG_TEXT })}
          </span>
        }
      >
        <textarea
          id={id('content')}
          className="input textarea"
          rows={5}
          maxLength={MAX_LONG_TEXT}
          placeholder={t('contact.contentPlaceholder')}
          value={values.content}
          onChange={(event) => update('content', event.target.value)}
          onFocus={keepInView}
          data-testid="contact-content"
          {...fieldAria(id('content'), errors.content)}
        />
      </FormField>
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={sending}
        data-testid="contact-submit"
      >
        {sending ? t('contact.sending') : t('contact.submit')}
      </button>
    </form>
  );
}
