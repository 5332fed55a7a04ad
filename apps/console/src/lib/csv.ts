import { saveFile } from './save-file';

/** One CSV cell: quoted when needed; a leading = + - @ is prefixed so a spreadsheet never runs it. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: string[], rows: unknown[][]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}

/** Saves a table the console shows as a CSV file (with a BOM, so spreadsheets read it as UTF-8). */
export function downloadCsv(name: string, header: string[], rows: unknown[][]): void {
  saveFile(name, new Blob([`\uFEFF${toCsv(header, rows)}`], { type: 'text/csv;charset=utf-8' }));
}
