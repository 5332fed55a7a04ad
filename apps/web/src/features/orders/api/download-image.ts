import type { DownloadLink } from '@scenic/contracts';
import { request } from '../../../lib/request';

/** A personal link to the original of a paid image order, valid for a few minutes. */
export async function getImageDownload(orderId: number): Promise<DownloadLink> {
  const { data } = await request<DownloadLink>('/index/order/downloadImg', {
    params: { id: orderId },
  });
  return data;
}
