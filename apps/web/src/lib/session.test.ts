import { afterEach, describe, expect, it } from 'vitest';
import { getStoredUser } from './session';

describe('the stored user', () => {
  afterEach(() => localStorage.clear());

  it('is made whole when stored partly, so My centre never breaks on it', () => {
    localStorage.setItem('user', JSON.stringify({ id: 9, nickname: 'Mei', phone: 42 }));
    expect(getStoredUser()).toEqual({
      id: 9,
      nickname: 'Mei',
      avatar: '',
      areaCode: '',
      phone: '',
      email: '',
      createdAt: '',
    });
  });

  it('is nobody when missing, not JSON, or without an id', () => {
    expect(getStoredUser()).toBeNull();
    localStorage.setItem('user', '{not json');
    expect(getStoredUser()).toBeNull();
    localStorage.setItem('user', JSON.stringify({ nickname: 'x' }));
    expect(getStoredUser()).toBeNull();
  });
});
