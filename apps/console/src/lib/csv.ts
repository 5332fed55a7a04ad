import { toCsv } from '@scenic/contracts';
import { saveFile } from './save-file';

/** The product's one CSV writer, the server's export's too (quoting, the formula guard). */
export { toCsv } from '@scenic/contracts';

/** Saves a table the console shows as a CSV file (with a BOM, so spreadsheets read it as UTF-8). */
export function downloadCsv(name: string, header: string[], rows: unknown[][]): void {
  saveFile(name, new Blob([`\uFEFF${toCsv(header, rows)}`], { type: 'text/csv;charset=utf-8' }));
}
