import type { GiftCardTotals } from '@scenic/contracts';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Gift-card money at a glance, apart from the money taken: what is left on active cards is owed
 * to their holders until they spend it.
 */
export function TotalsCard({
  totals,
  loading,
}: {
  totals: GiftCardTotals | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const money = (label: string, value: string | undefined, hint?: string) => (
    <Col xs={12} md={8} xl={4} key={label}>
      <Statistic title={label} prefix="RM" value={value ?? '—'} />
      {hint && <div className="muted">{hint}</div>}
    </Col>
  );
  return (
    <Card data-testid="gift-card-totals" loading={loading}>
      <Row gutter={[16, 16]}>
        {money(t('giftCards.outstanding'), totals?.outstanding, t('giftCards.outstandingHint'))}
        {money(t('giftCards.sold'), totals?.sold)}
        {money(t('giftCards.issued'), totals?.issued)}
        {money(t('giftCards.redeemed'), totals?.redeemed)}
        {money(t('giftCards.expired'), totals?.expired)}
        <Col xs={12} md={8} xl={4}>
          <Statistic title={t('giftCards.activeCards')} value={totals?.activeCards ?? '—'} />
        </Col>
      </Row>
    </Card>
  );
}
