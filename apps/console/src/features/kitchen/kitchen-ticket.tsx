import type { KitchenOrder } from '@scenic/contracts';
import { Button, Card } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

/** One order as the cook reads it: the pick-up number large, what to make, since when. */
export function KitchenTicket({ order, onMove }: { order: KitchenOrder; onMove: () => void }) {
  const { t } = useTranslation();
  const making = order.status === 'making';
  return (
    <Card
      className={`ticket ${making ? 'ticket--making' : 'ticket--ready'}`}
      data-testid={`kitchen-order-${order.orderNo}`}
      size="small"
    >
      <div className="ticket__head">
        <span className="ticket__number">
          <span className="visually-hidden">{t('kitchen.pickupNo')} </span>
          {order.pickupNo}
        </span>
        <span className="ticket__time">
          {t('kitchen.paidAt', { time: order.paidAt ? dayjs(order.paidAt).format('HH:mm') : '—' })}
        </span>
      </div>
      <ul className="ticket__lines">
        {order.lines.map((line) => (
          <li key={line.name}>
            <strong>{line.quantity} ×</strong> {line.name}
          </li>
        ))}
      </ul>
      {order.note && <p className="ticket__note">{order.note}</p>}
      <p className="ticket__meta">
        {order.pickupPoint} · {order.orderNo}
      </p>
      <Button block size="large" type={making ? 'primary' : 'default'} onClick={onMove}>
        {making ? t('kitchen.markReady') : t('kitchen.markCollected')}
      </Button>
    </Card>
  );
}
