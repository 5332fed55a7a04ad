import type { ConsolePromotion, PromoUseStatus } from '@scenic/contracts';
import { Alert, Drawer, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTime } from '#console/lib/format.ts';
import { errorText } from '#console/lib/request.ts';
import { type PromotionUse, usePromotionUses } from '../api/promotions';

const STATUS_COLOURS: Record<PromoUseStatus, string> = {
  held: 'gold',
  kept: 'green',
  released: 'default',
};

/** The server answers the newest 500 uses at most. */
const MOST_USES = 500;

/** The orders that used a promotion, newest first: each opens as staff open any order. */
export function UsesDrawer({
  promotion,
  onClose,
}: {
  promotion: ConsolePromotion;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const uses = usePromotionUses(promotion.id);
  const list = uses.data?.list ?? [];

  return (
    <Drawer
      open
      width={720}
      title={t('promotions.usesOf', { name: promotion.name })}
      onClose={onClose}
    >
      <p className="muted">
        {t('promotions.usesSummary', {
          used: promotion.used,
          held: promotion.held,
          amount: promotion.saved,
        })}
      </p>
      {uses.isError && <Alert type="error" showIcon message={errorText(uses.error)} />}
      {list.length >= MOST_USES && (
        <Alert type="info" showIcon message={t('promotions.newestUses', { count: MOST_USES })} />
      )}
      <Table<PromotionUse>
        rowKey={(row) => `${row.orderId}-${row.at}`}
        size="small"
        loading={uses.isPending}
        dataSource={list}
        pagination={list.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        locale={{ emptyText: t('promotions.noUses') }}
        columns={[
          {
            title: t('promotions.order'),
            dataIndex: 'orderNo',
            render: (orderNo: string, row) => <Link to={`/orders/${row.orderId}`}>{orderNo}</Link>,
          },
          { title: t('promotions.code'), dataIndex: 'code' },
          {
            title: t('promotions.saving'),
            dataIndex: 'saving',
            align: 'right',
            render: (saving: string) => <span className="nowrap">RM {saving}</span>,
          },
          {
            title: t('promotions.status'),
            dataIndex: 'status',
            render: (status: PromoUseStatus) => (
              <Tag color={STATUS_COLOURS[status]}>{t(`promotions.useStatus.${status}`)}</Tag>
            ),
          },
          {
            title: t('promotions.at'),
            dataIndex: 'at',
            render: (at: string) => <span className="nowrap">{formatTime(at)}</span>,
          },
        ]}
      />
    </Drawer>
  );
}
