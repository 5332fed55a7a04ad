import type { OrderReceipts } from '@scenic/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, apiHeaders, apiUrl, readEnvelope } from '#console/lib/request.ts';
import { saveFile } from '#console/lib/save-file.ts';
import { receiptKeys } from './keys';

/** An order's receipt and the credit notes of its refunds (admin, counter). */
export function useOrderReceipts(orderId: number) {
  return useQuery({
    queryKey: receiptKeys.ofOrder(orderId),
    queryFn: ({ signal }) =>
      api<OrderReceipts>('/console/orders/receipt', { params: { id: orderId }, signal }),
    enabled: orderId > 0,
  });
}

/**
 * Saves the PDF of an order's receipt, or of one of its credit notes. The call needs the staff
 * header, so the file is fetched and handed to the browser rather than opened as a link.
 */
export async function downloadDocumentPdf(
  orderId: number,
  document: { number: string; note?: number | undefined; supplement?: number | undefined },
): Promise<void> {
  const response = await fetch(
    apiUrl('/console/orders/receipt/pdf', {
      id: orderId,
      note: document.note,
      supplement: document.supplement,
    }),
    { headers: apiHeaders() },
  );
  if (!(response.headers.get('content-type') ?? '').startsWith('application/pdf')) {
    await readEnvelope(response);
  }
  saveFile(`${document.number}.pdf`, await response.blob());
}
