import { PageContainer } from '@ant-design/pro-components';
import { Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMe } from '#console/lib/me.ts';
import { useOrder } from './api/get-order';
import { OrderDetail } from './components/order-detail';

export function Component() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const order = useOrder(valid ? id : 0);
  const { data: staff } = useMe();

  const back = <Link to="/orders">{t('orders.backToList')}</Link>;
  if (!valid) return <Result status="404" title={t('common.notFound')} extra={back} />;
  return (
    <PageContainer
      title={order.data ? order.data.order.orderNo : t('orders.detail')}
      onBack={() => window.history.back()}
    >
      {order.isPending && <Skeleton active paragraph={{ rows: 8 }} />}
      {order.isError && (
        <Result
          status="warning"
          title={order.error.message}
          extra={[
            <Button key="retry" onClick={() => void order.refetch()}>
              {t('common.retry')}
            </Button>,
            back,
          ]}
        />
      )}
      {order.data && (
        <OrderDetail detail={order.data} mayRefund={staff?.roles.includes('admin') ?? false} />
      )}
    </PageContainer>
  );
}
