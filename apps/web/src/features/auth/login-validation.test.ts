import { describe, expect, it } from 'vitest';
import { type LoginInput, validateLogin, validateSendCode } from './login-validation';

const phone: LoginInput = {
  type: 'phone',
  areaCode: '+60',
  phone: '123456789',
  email: '',
  code: '123456',
  agreed: true,
};
const email: LoginInput = { ...phone, type: 'email', phone: '', email: 'ha@example.com' };

describe('login form messages (SPEC §5)', () => {
  it('accepts a complete phone or e-mail login', () => {
    expect(validateLogin(phone, 'en')).toEqual({});
    expect(validateLogin(email, 'en')).toEqual({});
  });

  it('asks for the phone number, the e-mail and the code', () => {
    expect(validateLogin({ ...phone, phone: '' }, 'en').phone).toBe(
      'Please enter your phone number',
    );
    expect(validateLogin({ ...email, email: ' ' }, 'en').email).toBe('Please enter your email');
    expect(validateLogin({ ...phone, code: '' }, 'en').code).toBe(
      'Please enter the verification code',
    );
  });

  it('wants six digits of code', () => {
    expect(validateLogin({ ...phone, code: '12a4' }, 'en').code).toBe(
      'Please enter the 6-digit code',
    );
  });

  it('refuses a disposable address with "Email format not allowed" in each language', () => {
    const disposable = { ...email, email: 'ha@Mailinator.com' };
    expect(validateSendCode(disposable, 'en').email).toBe('Email format not allowed');
    expect(validateSendCode(disposable, 'ma').email).toBe('Format e-mel tidak dibenarkan');
    expect(validateLogin(disposable, 'zh').email).toBe('不支持该邮箱，请使用其他邮箱');
    expect(validateSendCode({ ...email, email: 'ha@mailinator.com.my' }, 'en')).toEqual({});
  });

  it('rejects a malformed e-mail', () => {
    expect(validateSendCode({ ...email, email: 'ha@example' }, 'en').email).toBe('Malformed email');
    expect(validateSendCode({ ...email, email: 'ha@example' }, 'zh').email).toBe('邮箱格式不正确');
  });

  it('applies the mainland pattern for +86 and 5–14 digits elsewhere', () => {
    const mainland = { ...phone, areaCode: '+86' };
    expect(validateSendCode({ ...mainland, phone: '12345678901' }, 'en').phone).toBe(
      'Malformed phone number',
    );
    expect(validateSendCode({ ...mainland, phone: '13812345678' }, 'en')).toEqual({});
    expect(validateSendCode({ ...phone, phone: '1234' }, 'en').phone).toBe(
      'Malformed phone number',
    );
    expect(validateSendCode({ ...phone, phone: '12 3456-789' }, 'en')).toEqual({});
  });

  it('requires the privacy consent before a code is sent and before logging in', () => {
    const message = 'Please read and agree to the Privacy Policy';
    expect(validateSendCode({ ...phone, agreed: false }, 'en')).toEqual({ agreed: message });
    expect(validateLogin({ ...phone, agreed: false }, 'en')).toEqual({ agreed: message });
    expect(validateLogin({ ...phone, agreed: false }, 'ma').agreed).toBe(
      'Sila baca dan bersetuju dengan Dasar Privasi',
    );
  });

  it('ignores the code when only sending one', () => {
    expect(validateSendCode({ ...phone, code: '' }, 'en')).toEqual({});
  });
});
