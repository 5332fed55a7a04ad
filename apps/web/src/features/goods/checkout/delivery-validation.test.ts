import { validationMessage } from '@scenic/contracts';
import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS, validateDelivery } from './delivery-validation';

describe('the delivery of a store order (SPEC §5)', () => {
  it('needs nothing more for a pick-up at the park', () => {
    expect(validateDelivery('pickup', EMPTY_ADDRESS)).toEqual({
      delivery: { type: 'pickup' },
      errors: null,
    });
  });

  it('names every missing field of an address, in each language', () => {
    const errors = validateDelivery('address', EMPTY_ADDRESS).errors ?? {};
    const inEnglish = Object.fromEntries(
      Object.entries(errors).map(([field, key]) => [field, validationMessage(key, 'en')]),
    );
    expect(inEnglish).toEqual({
      name: 'Please fill in the name',
      phone: 'Malformed phone number',
      region: 'Please select a receiving area',
      detail: 'Address can not be empty',
    });
    expect(validationMessage(errors.name ?? '', 'zh')).toBe('请填写收货人姓名');
    expect(validationMessage(errors.detail ?? '', 'ma')).toBe('Alamat tidak boleh kosong');
  });

  it('takes a whole address, trimmed', () => {
    const address = {
      name: ' Aisha ',
      phone: '+60 12-345 6789',
      region: 'Selangor',
      detail: '1 Jalan',
    };
    expect(validateDelivery('address', address)).toEqual({
      delivery: { type: 'address', ...address, name: 'Aisha' },
      errors: null,
    });
    const { errors } = validateDelivery('address', { ...address, phone: '12ab' });
    expect(Object.keys(errors ?? {})).toEqual(['phone']);
    expect(validationMessage(errors?.phone ?? '', 'en')).toBe('Malformed phone number');
  });
});
