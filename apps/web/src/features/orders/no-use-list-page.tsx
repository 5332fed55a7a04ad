import '#web/components/commerce.css';
import './orders.css';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import { OrderList } from './components/order-list';

/** Unused tickets: paid ticket orders waiting for their visit day. */
export default function NoUseListPage() {
  const { t } = useOrderTexts();
  return (
    <div className="orders-page orders-page--plain">
      <OrderList
        filter={{ kind: 'ticket', status: 'ready_to_use' }}
        emptyText={t('orders.noUseEmpty')}
      />
    </div>
  );
}
