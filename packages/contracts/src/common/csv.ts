/**
 * The one CSV writer (RFC 4180): the server's order export and the console's table downloads.
 * A text cell starting with = + - @, a tab or a carriage return is prefixed with ' so a spreadsheet
 * never runs it as a formula; a number is written as it is (-1 is a number, not a formula).
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value !== 'number' && typeof value !== 'bigint' && /^[=+\-@\t\r]/.test(text)) {
    text = `'${text}`;
  }
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A header and its rows, fields joined by commas and records by CRLF (no line break after the last). */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}
