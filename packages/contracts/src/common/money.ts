/**
 * Money is integer sen everywhere on the server (DESIGN §3.4). On the wire it is a string in
 * ringgit with exactly two decimals ("12.50"), so no client ever does float arithmetic it trusts.
 */
export type Sen = number;

export function senToRm(sen: Sen): string {
  if (!Number.isSafeInteger(sen)) throw new RangeError(`not an integer amount of sen: ${sen}`);
  const sign = sen < 0 ? '-' : '';
  const abs = Math.abs(sen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const RM_PATTERN = /^(-)?(\d{1,12})(?:\.(\d{1,2}))?$/;

export function rmToSen(rm: string): Sen {
  const match = RM_PATTERN.exec(rm.trim());
  if (!match) throw new RangeError(`not an amount in RM: ${rm}`);
  const [, minus, whole = '0', fraction = ''] = match;
  const sen = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return minus ? -sen : sen;
}
