import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS, validateDelivery } from './delivery-validation';

describe('the delivery of a store order (SPEC §5)', () => {
  it('needs nothing more for a pick-up at the park', () => {
    expect(validateDelivery('pickup', EMPTY_ADDRESS, 'en')).toEqual({
      delivery: { type: 'pickup' },
      errors: null,
    });
  });

  it('names every missing field of an address, in each language', () => {
    expect(validateDelivery('address', EMPTY_ADDRESS, 'en').errors).toEqual({
      name: 'Please fill in the name',
      phone: 'Malformed phone number',
      region: 'Please select a receiving area',
      detail: 'Address can not be empty',
    });
    expect(validateDelivery('address', EMPTY_ADDRESS, 'zh').errors?.name).toBe('请填写收货人姓名');
    expect(validateDelivery('address', EMPTY_ADDRESS, 'ma').errors?.detail).toBe(
      'Alamat tidak boleh kosong',
    );
  });

  it('takes a whole address, trimmed', () => {
    const address = {
      name: ' Aisha ',
      phone: '+60 12-345 6789',
      region: 'Selangor',
      detail: '1 Jalan',
    };
    expect(validateDelivery('address', address, 'en')).toEqual({
      delivery: { type: 'address', ...address, name: 'Aisha' },
      errors: null,
    });
    expect(validateDelivery('address', { ...address, phone: '12ab' }, 'en').errors).toEqual({
      phone: 'Malformed phone number',
    });
  });
});
