import '../../components/commerce.css';
import './orders.css';
import { useTranslation } from 'react-i18next';
import { ORDER_PAGE_NS } from '../../lib/i18n';
import { OrderList } from './components/order-list';

/** Unused tickets: paid ticket orders waiting for their visit day. */
export default function NoUseListPage() {
  const { t } = useTranslation(ORDER_PAGE_NS);
  return (
    <div className="orders-page orders-page--plain">
      <OrderList
        filter={{ kind: 'ticket', status: 'ready_to_use' }}
        emptyText={t('orders.noUseEmpty')}
      />
    </div>
  );
}
