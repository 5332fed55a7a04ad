import type { DownloadLink } from '@scenic/contracts';
import { request } from '../../../lib/request';

/** A personal link to the original of a paid image order, valid for a few minutes. */
export async function getImageDownload(orderId: number): Promise<DownloadLink> {
  const { data } = await request<DownloadLink>('/index/order/downloadImg', {
    params: { id: orderId },
  });
  return data;
}

/** Hands a same-origin file to the browser's download under the link's file name. */
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
