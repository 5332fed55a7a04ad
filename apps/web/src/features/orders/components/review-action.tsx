import type { Order } from '@scenic/contracts';
import { Link } from 'react-router';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';

type Line = Order['lines'][number];

/** Where a line of an order is reviewed: the review form of that order and combination. */
export const reviewPath = (orderId: number, itemId: number) =>
  `/order/createComment?id=${orderId}&spec=${itemId}`;

/** Under a line of a completed goods order: "Write a review", or that it was reviewed. */
export function ReviewAction({ order, line }: { order: Pick<Order, 'id' | 'status'>; line: Line }) {
  const { t } = useOrderTexts();
  if (order.status !== 'completed' || line.goodsId === null) return null;
  if (line.reviewed) return <span className="tag">{t('goodsOrder.reviewed')}</span>;
  return (
    <Link className="button button--outline button--small" to={reviewPath(order.id, line.itemId)}>
      {t('goodsOrder.writeReview')}
    </Link>
  );
}
