import type { Visitor } from '@scenic/contracts';

/** `+60 12****678`: enough to recognise one's own number, not enough to read it off a screen. */
export function maskPhone(areaCode: string, phone: string): string {
  const digits = phone.replace(/[\s-]/g, '');
  if (!digits) return '';
  const keepStart = digits.length > 6 ? 2 : 1;
  const keepEnd = digits.length > 6 ? 3 : Math.min(2, digits.length - 1);
  const hidden = Math.max(1, digits.length - keepStart - keepEnd);
  const masked = `${digits.slice(0, keepStart)}${'*'.repeat(hidden)}${keepEnd > 0 ? digits.slice(-keepEnd) : ''}`;
  return areaCode ? `${areaCode} ${masked}` : masked;
}

/** `ha***@example.com`: the first two letters of the name, the domain in full. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email ? '***' : '';
  const local = email.slice(0, at);
  const shown = local.length > 2 ? local.slice(0, 2) : local.slice(0, 1);
  return `${shown}***${email.slice(at)}`;
}

/** The masked phone, else the masked e-mail, of a logged-in visitor. */
export function maskedContact(user: Pick<Visitor, 'areaCode' | 'phone' | 'email'>): string {
  return user.phone ? maskPhone(user.areaCode, user.phone) : maskEmail(user.email);
}

/** One letter for the avatar circle when there is no picture. */
export function initialOf(name: string): string {
  const first = Array.from(name.trim())[0] ?? '';
  return first.toLocaleUpperCase();
}
