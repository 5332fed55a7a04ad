import type { DownloadLink } from '@scenic/contracts';
import { request } from '../../../lib/request';

/** A short-lived link to the original of a paid image order, for its buyer only. */
export async function getDownloadLink(orderId: number): Promise<DownloadLink> {
  const { data } = await request<DownloadLink>('/index/order/downloadImg', {
    params: { id: orderId },
  });
  return data;
}
