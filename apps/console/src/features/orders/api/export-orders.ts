import { apiHeaders, apiUrl, readEnvelope } from '#console/lib/request.ts';
import { saveFile } from '#console/lib/save-file.ts';
import type { OrderFilter } from './keys';

/**
 * Downloads the filtered list as CSV. The call needs the staff header, so the file is fetched and
 * handed to the browser as a download rather than opened as a link.
 */
export async function exportOrders(filter: OrderFilter): Promise<void> {
  const response = await fetch(apiUrl('/console/orders/export', filter), { headers: apiHeaders() });
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('text/csv')) await readEnvelope(response);
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    'orders.csv';
  saveFile(name, await response.blob());
}
