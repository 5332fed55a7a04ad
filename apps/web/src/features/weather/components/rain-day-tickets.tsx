import type { Order } from '@scenic/contracts';
import { Link } from 'react-router';
import { LoadError } from '#web/components/load-error.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { formatVisitDate } from '#web/lib/date-format.ts';
import { useLocale } from '#web/lib/use-locale.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import { useRainDayOrders } from '../api/find-orders-by-date';

function TicketRow({ order }: { order: Order }) {
  const { t } = useOrderTexts();
  const locale = useLocale();
  const movable = order.status === 'ready_to_use';
  return (
    <li>
      <Link className="rain-ticket" to={`/order/ticketDetail?id=${order.id}`}>
        <span className="rain-ticket__text">
          <span className="rain-ticket__title">{order.title}</span>
          <span className="rain-ticket__meta">
            {formatVisitDate(order.reserveDate, locale)}
            {order.slot ? ` · ${order.slot}` : ''} · {t(`status.${order.status}`)}
          </span>
        </span>
        {movable && <span className="rain-ticket__cta">{t('reschedule.action')}</span>}
      </Link>
    </li>
  );
}

/** The visitor's tickets on heavy-rain days, each leading to its page where it can be moved. */
export function RainDayTickets({ dates }: { dates: readonly string[] }) {
  const { t } = useOrderTexts();
  const orders = useRainDayOrders(dates, dates.length > 0);
  if (dates.length === 0) return null;
  if (orders.isPending) return <Skeleton style={{ height: 64 }} />;
  if (orders.isError) return <LoadError onRetry={() => void orders.refetch()} />;
  if (orders.data.length === 0)
    return <p className="weather-page__muted">{t('weather.noTickets')}</p>;
  return (
    <ul className="rain-tickets">
      {orders.data.map((order) => (
        <TicketRow key={order.id} order={order} />
      ))}
    </ul>
  );
}
