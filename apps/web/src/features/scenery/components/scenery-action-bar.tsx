import type { SceneryDetail } from '@scenic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { DownloadIcon } from '#web/components/icons.tsx';
import { getDownloadLink, startDownload } from '#web/lib/download.ts';
import { orderDetailPath } from '#web/lib/order-paths.ts';
import { openPayment } from '#web/lib/payment.ts';
import { formatPrice } from '#web/lib/price.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { useSceneryTexts } from '#web/lib/use-scenery-texts.ts';
import { useWaitingOrderPrompt } from '#web/lib/waiting-order.ts';
import { createImgOrder } from '../api/create-img-order';
import { useLoginFirst } from './use-login-first';

/** The sticky bar of a photograph: its price, then Buy, Pay or Download by the visitor's order. */
export function SceneryActionBar({ photo }: { photo: SceneryDetail }) {
  const { t } = useSceneryTexts();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loginFirst = useLoginFirst(`/scene/detail?id=${photo.id}`);
  const order = photo.order;
  const promptWaitingOrder = useWaitingOrderPrompt();

  const buy = useMutation({
    mutationFn: () => createImgOrder(photo.id),
    onSuccess: async (payment) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      // Nothing left to pay (a payment page of '' is none): the order's page shows it paid.
      if (payment.payUrl) openPayment(payment.payUrl);
      else navigate(orderDetailPath({ id: payment.id, kind: 'image' }));
    },
    // The request client said why (or the dialog offers the waiting order); the photograph may
    // have been bought meanwhile.
    onError: (error) => {
      promptWaitingOrder(error);
      void queryClient.invalidateQueries({ queryKey: queryKeys.scenery.detailOf(photo.id) });
    },
  });
  const download = useMutation({
    mutationFn: (orderId: number) => getDownloadLink(orderId),
    onSuccess: startDownload,
  });

  let action: ReactNode;
  if (order?.status === 'completed') {
    action = (
      <button
        type="button"
        className="button button--primary action-bar__button scenery-bar__download"
        disabled={download.isPending}
        onClick={() => download.mutate(order.id)}
        data-testid="scenery-download"
      >
        <DownloadIcon />
        {download.isPending ? t('detail.downloading') : t('detail.download')}
      </button>
    );
  } else if (order?.status === 'pending_payment') {
    action = (
      <button
        type="button"
        className="button button--accent action-bar__button"
        onClick={() => navigate(`/order/imagePay?id=${order.id}`)}
      >
        {t('detail.pay')}
      </button>
    );
  } else {
    action = (
      <button
        type="button"
        className="button button--accent action-bar__button"
        disabled={buy.isPending || buy.isSuccess}
        onClick={() => loginFirst(() => buy.mutate())}
        data-testid="scenery-buy"
      >
        {buy.isPending || buy.isSuccess ? t('detail.buying') : t('detail.buy')}
      </button>
    );
  }

  return (
    <div className="action-bar">
      <div className="action-bar__price">
        {order?.status === 'completed' ? (
          <>
            <span className="scenery-owned" data-testid="scenery-owned">
              {t('detail.owned')}
            </span>
            <span className="action-bar__label">{formatPrice(t, photo.price)}</span>
          </>
        ) : (
          <>
            <span className="action-bar__label">
              {order ? t('detail.pending') : t('detail.price')}
            </span>
            <span className="money money--large">{formatPrice(t, photo.price)}</span>
          </>
        )}
      </div>
      {action}
    </div>
  );
}
