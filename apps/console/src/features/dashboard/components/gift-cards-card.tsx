import type { GiftCardTotals } from '@scenic/contracts';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Gift-card money for admins, apart from the money taken: what is left on cards is owed to their
 * holders until spent, beside what was sold and what was spent on orders.
 */
export function GiftCardsCard({ totals }: { totals: GiftCardTotals }) {
  const { t } = useTranslation();
  return (
    <Card title={t('dashboard.giftCards')} data-testid="dashboard-gift-cards">
      <Row gutter={16}>
        <Col span={8}>
          <Statistic title={t('giftCards.outstanding')} prefix="RM" value={totals.outstanding} />
          <div className="muted">{t('giftCards.outstandingHint')}</div>
        </Col>
        <Col span={8}>
          <Statistic title={t('giftCards.sold')} prefix="RM" value={totals.sold} />
        </Col>
        <Col span={8}>
          <Statistic title={t('giftCards.redeemed')} prefix="RM" value={totals.redeemed} />
        </Col>
      </Row>
      <div className="muted" style={{ marginTop: 8 }}>
        {t('dashboard.giftCardsNote')}
      </div>
    </Card>
  );
}
