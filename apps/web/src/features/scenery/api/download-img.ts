import type { DownloadLink } from '@scenic/contracts';
import { request } from '../../../lib/request';

/** A short-lived link to the original of a paid image order, for its buyer only. */
export async function getDownloadLink(orderId: number): Promise<DownloadLink> {
  const { data } = await request<DownloadLink>('/index/order/downloadImg', {
    params: { id: orderId },
  });
  return data;
}

/** Starts the browser's download of a same-origin file under the given name. */
export function startDownload({ url, fileName }: Pick<DownloadLink, 'url' | 'fileName'>): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
