import type { DownloadLink } from '@scenic/contracts';
import { request } from './request';

/** A short-lived personal link to the original of a paid image order, for its buyer only. */
export async function getDownloadLink(orderId: number): Promise<DownloadLink> {
  const { data } = await request<DownloadLink>('/index/order/downloadImg', {
    params: { id: orderId },
  });
  return data;
}

/** Hands a same-origin file to the browser's download under the given file name. */
export function startDownload({ url, fileName }: { url: string; fileName: string }): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
