import '#web/components/commerce.css';
import './orders.css';
import Tabs from 'antd-mobile/es/components/tabs';
import { useState } from 'react';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import { OrderList } from './components/order-list';
import { ORDER_TABS, type OrderTab } from './order-status';

/** My orders of every kind: a tab per status group, each a paged list. */
export default function OrderListPage() {
  const { t } = useOrderTexts();
  const [tab, setTab] = useState<OrderTab>('all');
  return (
    <div className="orders-page">
      <Tabs
        className="order-tabs"
        activeKey={tab}
        onChange={(key) => setTab(key as OrderTab)}
        stretch={false}
      >
        {ORDER_TABS.map((key) => (
          <Tabs.Tab key={key} title={t(`orderTabs.${key}`)} />
        ))}
      </Tabs>
      <OrderList
        key={tab}
        filter={tab === 'all' ? {} : { group: tab }}
        emptyText={t('orders.empty')}
        // Orders of every kind live here: the way on is the park, not only its tickets.
        emptyAction={{ to: '/', label: t('orders.emptyExplore') }}
      />
    </div>
  );
}
