import '#web/components/commerce.css';
import './orders.css';
import './image-order.css';
import { DOWNLOAD_LINK_MINUTES, type Order, type OrderStatus } from '@scenic/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { DownloadIcon } from '#web/components/icons.tsx';
import { getDownloadLink, startDownload } from '#web/lib/download.ts';
import { useIdParam } from '#web/lib/id-param.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import { ImageFigure } from './components/image-figure';
import { OrderInfo } from './components/order-info';
import { OrderPayBar } from './components/order-pay-bar';
import { OrderRefunds } from './components/order-refunds';
import { WithOrder } from './components/order-state';
import { PaymentNotice } from './components/payment-notice';
import { StatusBadge } from './components/status-badge';

const HINTS: Partial<Record<OrderStatus, string>> = {
  pending_payment: 'imageOrder.hintPending',
  completed: 'imageOrder.hintCompleted',
  expired: 'imageOrder.hintExpired',
  failed: 'imageOrder.hintFailed',
  refunded: 'imageOrder.hintRefunded',
};

/** Orders that closed unpaid: the image is bought again from the gallery. */
const CLOSED_UNPAID: readonly OrderStatus[] = ['expired', 'failed'];

/** The paid original: a fresh personal link on every tap, handed straight to the browser. */
function DownloadOriginal({ orderId }: { orderId: number }) {
  const { t } = useOrderTexts();
  const download = useMutation({
    mutationFn: () => getDownloadLink(orderId),
    onSuccess: startDownload,
  });
  return (
    <div className="image-download">
      <button
        type="button"
        className="button button--primary button--block"
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        <DownloadIcon width="20" height="20" strokeWidth="2" />
        {download.isPending ? t('imageOrder.downloading') : t('imageOrder.download')}
      </button>
      <p className="image-download__started" role="status">
        {download.isSuccess ? t('imageOrder.downloadStarted') : ''}
      </p>
      <p className="image-card__note">
        {t('imageOrder.downloadNote', { minutes: DOWNLOAD_LINK_MINUTES })}
      </p>
    </div>
  );
}

/** The picture, the way back to it in the gallery, and its download once paid. */
function ImageCard({ order }: { order: Order }) {
  const { t } = useOrderTexts();
  const imageId = order.lines[0]?.itemId;
  return (
    <section className="detail-card image-card">
      <ImageFigure order={order} />
      <div className="image-card__body">
        {order.status === 'completed' && <DownloadOriginal orderId={order.id} />}
        {imageId !== undefined && (
          <Link className="image-card__view" to={`/scene/detail?id=${imageId}`}>
            {t('imageOrder.viewImage')}
          </Link>
        )}
      </div>
    </section>
  );
}

/** An image order: pay for it, then download the original as often as wanted (DESIGN §3.6). */
export default function ImageOrderPage() {
  const { t } = useOrderTexts();
  const id = useIdParam();
  const titleId = useId();
  return (
    <WithOrder id={id}>
      {(order) => {
        const pending = order.status === 'pending_payment';
        const hint = HINTS[order.status];
        return (
          <div className={`order-detail${pending ? ' with-action-bar' : ''}`}>
            <section className={`order-hero order-hero--${order.status}`} aria-labelledby={titleId}>
              <StatusBadge status={order.status} />
              <p id={titleId} className="order-hero__title">
                {order.title}
              </p>
              <PaymentNotice order={order} />
              {hint && (
                <p className="order-hero__hint" aria-live="polite">
                  {t(hint)}
                </p>
              )}
            </section>
            <OrderRefunds order={order} />
            <ImageCard order={order} />
            {CLOSED_UNPAID.includes(order.status) && (
              <section className="detail-card image-closed">
                <p className="image-card__note">{t('imageOrder.closedNext')}</p>
                <Link className="button button--outline" to="/scene/list">
                  {t('imageOrder.browseImages')}
                </Link>
              </section>
            )}
            <OrderInfo order={order} linesTitle={t('imageOrder.lines')} />
            {pending && <OrderPayBar order={order} />}
          </div>
        );
      }}
    </WithOrder>
  );
}
