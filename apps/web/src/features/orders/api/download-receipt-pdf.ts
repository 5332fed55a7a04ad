import { startDownload } from '#web/lib/download.ts';
import { ApiError, buildHeaders, buildUrl, HttpError } from '#web/lib/request.ts';

/**
 * Saves the PDF of an order's receipt, or of one of its credit notes (`note`) or later receipts
 * (`supplement`), in the visitor's
 * language. The file is asked for with the visitor's session, so it is read as a file here and
 * handed to the browser's download, not opened as a link.
 */
export async function downloadReceiptPdf(
  orderId: number,
  document: { number: string; note?: number | undefined; supplement?: number | undefined },
): Promise<void> {
  const response = await fetch(
    buildUrl('/index/order/receipt/pdf', {
      id: orderId,
      note: document.note,
      supplement: document.supplement,
    }),
    { headers: buildHeaders(false), credentials: 'same-origin' },
  );
  if (!response.ok) throw new HttpError(response.status);
  if (!response.headers.get('content-type')?.startsWith('application/pdf')) {
    const body = (await response.json()) as { code: number; msg: string };
    throw new ApiError(body.code, body.msg);
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    startDownload({ url, fileName: `${document.number}.pdf` });
  } finally {
    // The download has the file by now; the object address is let go on the next turn.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
