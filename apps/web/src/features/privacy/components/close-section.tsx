import { ERROR_CODE } from '@scenic/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDateTime } from '#web/lib/date-format.ts';
import { ACCOUNT_NS } from '#web/lib/i18n.ts';
import { waitingOrderPath } from '#web/lib/order-paths.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { ApiError } from '#web/lib/request.ts';
import { useSession } from '#web/lib/session.ts';
import { showToast } from '#web/lib/toast.ts';
import { closeAccount, useClosePreview } from '../api/close-account';

/**
 * Closing the account: first what is kept and what is lost, the gift cards' balance named; an
 * unpaid order blocks it and is linked, to pay or let lapse. Confirmed, the visitor is signed out.
 */
export function CloseSection() {
  const { t } = useTranslation(ACCOUNT_NS);
  const { token } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState(false);
  const [understood, setUnderstood] = useState(false);
  const [refusal, setRefusal] = useState('');
  const preview = useClosePreview(asked ? token : null);
  const data = preview.data;
  const losesMoney = !!data && Number(data.forfeit) > 0;

  const onClose = async () => {
    if (!data) return;
    setRefusal('');
    try {
      await closeAccount(data.forfeit);
      queryClient.removeQueries({ queryKey: queryKeys.user.all });
      queryClient.removeQueries({ queryKey: queryKeys.privacy.all });
      showToast(t('privacy.closed'));
      navigate('/', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === ERROR_CODE.giftCardBalanceChanged) {
        setUnderstood(false);
        await preview.refetch();
      }
      if (error instanceof ApiError) setRefusal(error.message);
    }
  };

  return (
    <section className="your-data__card your-data__card--danger" aria-labelledby="your-data-close">
      <h2 id="your-data-close">{t('privacy.closeTitle')}</h2>
      {!asked ? (
        <>
          <p>{t('privacy.closeText')}</p>
          <button type="button" className="button button--block" onClick={() => setAsked(true)}>
            {t('privacy.closeStart')}
          </button>
        </>
      ) : preview.isError ? (
        <div role="alert">
          <p>{t('privacy.closeCheckFailed')}</p>
          <button
            type="button"
            className="button button--block"
            onClick={() => void preview.refetch()}
          >
            {t('privacy.retry')}
          </button>
        </div>
      ) : !data ? (
        <p aria-busy="true">{t('privacy.closeChecking')}</p>
      ) : data.unpaidOrders.length > 0 ? (
        <div role="alert">
          <p>{t('privacy.closeBlocked')}</p>
          <ul>
            {data.unpaidOrders.map((order) => (
              <li key={order.id}>
                <Link to={waitingOrderPath(order)}>
                  {t('privacy.unpaidOrder', {
                    orderNo: order.orderNo,
                    at: formatDateTime(order.expiresAt),
                  })}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <section aria-label={t('privacy.closeConfirmTitle')}>
          <h3>{t('privacy.keptTitle')}</h3>
          <p>{t('privacy.kept', { count: data.ordersKept })}</p>
          <h3>{t('privacy.lostTitle')}</h3>
          <p>{t('privacy.lost')}</p>
          {losesMoney && (
            <div className="your-data__warning">
              <p>{t('privacy.giftCardsLost', { amount: data.forfeit })}</p>
              <ul>
                {data.giftCards.map((card) => (
                  <li key={card.code}>
                    {t('privacy.giftCard', { code: card.code, amount: card.balance })}
                  </li>
                ))}
              </ul>
              <label className="your-data__check">
                <input
                  type="checkbox"
                  checked={understood}
                  onChange={(event) => setUnderstood(event.target.checked)}
                />
                {t('privacy.giftCardsUnderstood', { amount: data.forfeit })}
              </label>
            </div>
          )}
          {refusal && (
            <p className="field__error" role="alert">
              {refusal}
            </p>
          )}
          <button
            type="button"
            className="button button--danger button--block"
            disabled={losesMoney && !understood}
            onClick={() => void onClose()}
          >
            {t('privacy.closeConfirm')}
          </button>
          <button type="button" className="button button--block" onClick={() => setAsked(false)}>
            {t('common.cancel')}
          </button>
        </section>
      )}
    </section>
  );
}
