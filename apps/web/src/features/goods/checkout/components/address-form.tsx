import {
  ADDRESS_DETAIL_MAX,
  ADDRESS_NAME_MAX,
  ADDRESS_PHONE_MAX,
  ADDRESS_REGION_MAX,
  validationMessage,
} from '@scenic/contracts';
import { useId } from 'react';
import { FormField, fieldAria } from '#web/components/form-field.tsx';
import { keepInView } from '#web/lib/keep-in-view.ts';
import { useGoodsTexts } from '#web/lib/use-goods-texts.ts';
import { useLocale } from '#web/lib/use-locale.ts';
import type { AddressErrors, AddressField, AddressInput } from '../delivery-validation';

/** Malaysia's states and federal territories, offered as the visitor types the area. */
const REGIONS = [
  'Johor',
  'Kedah',
  'Kelantan',
  'Kuala Lumpur',
  'Labuan',
  'Melaka',
  'Negeri Sembilan',
  'Pahang',
  'Perak',
  'Perlis',
  'Pulau Pinang',
  'Putrajaya',
  'Sabah',
  'Sarawak',
  'Selangor',
  'Terengganu',
];

const INPUT_PROPS: Record<AddressField, Record<string, unknown>> = {
  name: { autoComplete: 'name', maxLength: ADDRESS_NAME_MAX },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: ADDRESS_PHONE_MAX },
  region: { autoComplete: 'address-level1', maxLength: ADDRESS_REGION_MAX },
  detail: { autoComplete: 'street-address', maxLength: ADDRESS_DETAIL_MAX },
};

interface AddressFormProps {
  values: AddressInput;
  errors: AddressErrors;
  onChange: (field: AddressField, value: string) => void;
  /** Ids of the inputs, so the page can move the focus to the first wrong one. */
  idOf: (field: AddressField) => string;
}

/** Where a store order is sent: recipient, phone, area and street (SPEC §5), each with its message. */
export function AddressForm({ values, errors, onChange, idOf }: AddressFormProps) {
  const { t } = useGoodsTexts();
  const locale = useLocale();
  const listId = useId();
  const field = (name: AddressField, control: 'input' | 'textarea' = 'input') => {
    const id = idOf(name);
    const key = errors[name];
    const error = key ? validationMessage(key, locale) : undefined;
    const props = {
      id,
      className: control === 'input' ? 'input' : 'input textarea address-form__detail',
      value: values[name],
      placeholder: t(`goodsCheckout.${name}Placeholder`),
      onFocus: keepInView,
      'data-testid': `address-${name}`,
      ...INPUT_PROPS[name],
      ...fieldAria(id, error),
    };
    return (
      <FormField id={id} label={t(`goodsCheckout.${name}`)}>
        {control === 'input' ? (
          <input
            {...props}
            list={name === 'region' ? listId : undefined}
            onChange={(event) => onChange(name, event.target.value)}
          />
        ) : (
          <textarea {...props} rows={2} onChange={(event) => onChange(name, event.target.value)} />
        )}
        {/* The message sits right under its field; FormField's own has no test id. */}
        {error && (
          <p id={`${id}-error`} className="field__error" role="alert" data-testid="address-error">
            {error}
          </p>
        )}
      </FormField>
    );
  };
  return (
    <fieldset className="address-form">
      <legend className="address-form__title">{t('goodsCheckout.addressTitle')}</legend>
      {field('name')}
      {field('phone')}
      {field('region')}
      <datalist id={listId}>
        {REGIONS.map((region) => (
          <option key={region} value={region} />
        ))}
      </datalist>
      {field('detail', 'textarea')}
    </fieldset>
  );
}
