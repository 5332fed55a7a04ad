import { describe, expect, it } from 'vitest';
import { initialOf, maskEmail, maskedContact, maskPhone } from './mask';

describe('masking', () => {
  it('shows the start and the end of a phone number', () => {
    expect(maskPhone('+60', '123456678')).toBe('+60 12****678');
    expect(maskPhone('+86', '13812345678')).toBe('+86 13******678');
    expect(maskPhone('+60', '12345')).toBe('+60 1**45');
    expect(maskPhone('', '123456789')).toBe('12****789');
    expect(maskPhone('+60', '')).toBe('');
  });

  it('shows two letters of an e-mail name and the domain', () => {
    expect(maskEmail('hamid@example.com')).toBe('ha***@example.com');
    expect(maskEmail('ab@example.com')).toBe('a***@example.com');
    expect(maskEmail('x@example.com')).toBe('x***@example.com');
    expect(maskEmail('')).toBe('');
  });

  it('uses the phone when there is one, else the e-mail', () => {
    expect(maskedContact({ areaCode: '+60', phone: '123456678', email: 'ha@x.io' })).toBe(
      '+60 12****678',
    );
    expect(maskedContact({ areaCode: '', phone: '', email: 'hamid@example.com' })).toBe(
      'ha***@example.com',
    );
  });

  it('takes the first letter of a name for the avatar', () => {
    expect(initialOf(' aisha')).toBe('A');
    expect(initialOf('李明')).toBe('李');
    expect(initialOf('')).toBe('');
  });
});
