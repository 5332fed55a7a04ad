import { apiHeaders, apiUrl, readEnvelope } from '#console/lib/request.ts';
import { saveFile } from '#console/lib/save-file.ts';

/**
 * Downloads a promotion's codes as CSV (each code and whether it was used), to hand a batch to a
 * partner. The call needs the staff header, so the file is fetched and handed to the browser.
 */
export async function downloadCodes(id: number): Promise<void> {
  const response = await fetch(apiUrl('/console/promotions/codes', { id }), {
    headers: apiHeaders(),
  });
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('text/csv')) await readEnvelope(response);
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    `promotion-${id}-codes.csv`;
  saveFile(name, await response.blob());
}
