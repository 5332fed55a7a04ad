import {
  E_INVOICE_STATES,
  type EInvoiceRequest,
  eInvoiceRequestSchema,
  validationMessage,
} from '@scenic/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useId, useState } from 'react';
import { FormField, fieldAria } from '#web/components/form-field.tsx';
import { keepInView } from '#web/lib/keep-in-view.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { useLocale } from '#web/lib/use-locale.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import { useEInvoice } from '../api/get-e-invoice';
import { requestEInvoice } from '../api/request-e-invoice';

type Field =
  | 'name'
  | 'tin'
  | 'idType'
  | 'idValue'
  | 'email'
  | 'phone'
  | 'line1'
  | 'line2'
  | 'postcode'
  | 'city'
  | 'state';
type Values = Record<Field, string>;

const EMPTY: Values = {
  name: '',
  tin: '',
  idType: 'NRIC',
  idValue: '',
  email: '',
  phone: '',
  line1: '',
  line2: '',
  postcode: '',
  city: '',
  state: '',
};

const INPUT_PROPS: Partial<Record<Field, Record<string, unknown>>> = {
  name: { autoComplete: 'name', maxLength: 300 },
  tin: { autoCapitalize: 'characters', maxLength: 14 },
  idValue: { autoCapitalize: 'characters', maxLength: 20 },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: 320 },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 20 },
  line1: { autoComplete: 'address-line1', maxLength: 150 },
  line2: { autoComplete: 'address-line2', maxLength: 150 },
  postcode: { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 5 },
  city: { autoComplete: 'address-level2', maxLength: 50 },
};

function toRequest(id: number, values: Values) {
  return {
    id,
    name: values.name,
    tin: values.tin,
    idType: values.idType,
    idValue: values.idValue,
    email: values.email.trim(),
    phone: values.phone,
    address: {
      line1: values.line1,
      ...(values.line2.trim() ? { line2: values.line2 } : {}),
      ...(values.postcode.trim() ? { postcode: values.postcode.trim() } : {}),
      city: values.city,
      state: values.state,
    },
  };
}

/** Each wrong field's message key, by the form's field names. */
function errorsOf(id: number, values: Values): Partial<Record<Field, string>> {
  const parsed = eInvoiceRequestSchema.safeParse(toRequest(id, values));
  if (parsed.success) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of parsed.error.issues) {
    const [first, second] = issue.path;
    const field = (first === 'address' ? (second ?? 'line1') : first) as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The receipt page's e-invoice card (decision 046): within the month of the sale the visitor may
 * ask for an e-invoice in their own name; it then shows its state and, once LHDN validated it, the
 * link its QR code carries. After the month it says the sale is in the consolidated e-invoice.
 */
export function EInvoiceCard({ orderId }: { orderId: number }) {
  const { t } = useOrderTexts();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const answer = useEInvoice(orderId);
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  const formId = useId();
  const idOf = (field: Field) => `${formId}-${field}`;

  const state = answer.data;
  if (!state?.enabled) return null;
  const { document } = state;

  const submit = async () => {
    const found = errorsOf(orderId, values);
    setErrors(found);
    const first = Object.keys(found)[0] as Field | undefined;
    if (first) {
      globalThis.document.getElementById(idOf(first))?.focus();
      return;
    }
    setSending(true);
    try {
      const next = await requestEInvoice(toRequest(orderId, values) as EInvoiceRequest);
      queryClient.setQueryData(queryKeys.orders.eInvoice(orderId), next);
      setOpen(false);
    } catch {
      // The request client has shown the server's message.
    } finally {
      setSending(false);
    }
  };

  const input = (field: Field, label: string) => {
    const id = idOf(field);
    const error = errors[field] ? validationMessage(errors[field], locale) : undefined;
    return (
      <FormField id={id} label={label} error={error}>
        <input
          id={id}
          className="input"
          value={values[field]}
          onFocus={keepInView}
          onChange={(event) => setValues({ ...values, [field]: event.target.value })}
          {...INPUT_PROPS[field]}
          {...fieldAria(id, error)}
        />
      </FormField>
    );
  };
  const select = (field: 'idType' | 'state', label: string, options: [string, string][]) => {
    const id = idOf(field);
    const error = errors[field] ? validationMessage(errors[field], locale) : undefined;
    return (
      <FormField id={id} label={label} error={error}>
        <select
          id={id}
          className="input"
          value={values[field]}
          onChange={(event) => setValues({ ...values, [field]: event.target.value })}
          {...fieldAria(id, error)}
        >
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </FormField>
    );
  };

  return (
    <section className="detail-card receipt-page__e-invoice" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className="detail-card__title">
        {t('receipt.eInvoice.title')}
      </h2>
      {document ? (
        <>
          <p>
            {t('receipt.eInvoice.number', { number: document.number })} ·{' '}
            <strong>{t(`receipt.eInvoice.status.${document.status}`)}</strong>
          </p>
          {document.validationLink && (
            <p>
              <a href={document.validationLink} target="_blank" rel="noreferrer">
                {t('receipt.eInvoice.verify')}
              </a>
            </p>
          )}
        </>
      ) : state.monthClosed ? (
        <p>{t('receipt.eInvoice.monthClosed', { month: state.month })}</p>
      ) : open ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <p>{t('receipt.eInvoice.why')}</p>
          {input('name', t('receipt.eInvoice.name'))}
          {input('tin', t('receipt.eInvoice.tin'))}
          {select('idType', t('receipt.eInvoice.idType'), [
            ['NRIC', t('receipt.eInvoice.nric')],
            ['PASSPORT', t('receipt.eInvoice.passport')],
            ['BRN', t('receipt.eInvoice.brn')],
          ])}
          {input('idValue', t('receipt.eInvoice.idValue'))}
          {input('email', t('receipt.eInvoice.email'))}
          {input('phone', t('receipt.eInvoice.phone'))}
          {input('line1', t('receipt.eInvoice.line1'))}
          {input('line2', t('receipt.eInvoice.line2'))}
          {input('postcode', t('receipt.eInvoice.postcode'))}
          {input('city', t('receipt.eInvoice.city'))}
          {select('state', t('receipt.eInvoice.state'), [
            ['', t('receipt.eInvoice.choose')],
            ...E_INVOICE_STATES.map((code): [string, string] => [
              code,
              t(`receipt.eInvoice.states.${code}`),
            ]),
          ])}
          <Button block color="primary" type="submit" loading={sending}>
            {t('receipt.eInvoice.send')}
          </Button>
        </form>
      ) : (
        <>
          <p>{t('receipt.eInvoice.offer')}</p>
          <Button color="primary" fill="outline" onClick={() => setOpen(true)}>
            {t('receipt.eInvoice.request')}
          </Button>
        </>
      )}
    </section>
  );
}
