import { Column } from '@ant-design/plots';
import { PageContainer } from '@ant-design/pro-components';
import { rmToSen, senToRm } from '@scenic/contracts';
import { Alert, Button, Card, Col, Row, Statistic, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { downloadCsv } from '#console/lib/csv.ts';
import { useMe } from '#console/lib/me.ts';
import { useDashboardMonth, useDashboardToday } from './api/dashboard';
import { GiftCardsCard } from './components/gift-cards-card';

/** A table card's own CSV button: what staff see is what they export. */
function ExportButton({
  name,
  header,
  rows,
}: {
  name: string;
  header: string[];
  rows: unknown[][];
}) {
  const { t } = useTranslation();
  return (
    <Button
      size="small"
      onClick={() => downloadCsv(name, header, rows)}
      disabled={rows.length === 0}
    >
      {t('dashboard.csv')}
    </Button>
  );
}

function Figures({
  title,
  testId,
  figures,
}: {
  title: string;
  testId: string;
  figures: [string, number][];
}) {
  return (
    <Card title={title} data-testid={testId}>
      <Row>
        {figures.map(([label, value]) => (
          <Col span={24 / figures.length} key={label}>
            <Statistic title={label} value={value} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}

/** The business at a glance: each role sees its part of today, admins the last 30 days too. */
export function Component() {
  const { t } = useTranslation();
  const { data: staff } = useMe();
  const admin = staff?.roles.includes('admin') ?? false;
  const today = useDashboardToday();
  const month = useDashboardMonth(admin);
  const day = today.data;
  const kindName = (kind: string) => t(`kind.${kind}`);
  const money = (value: string) => `RM ${value}`;
  const revenueTotal = senToRm(
    (day?.revenue ?? []).reduce((sum, row) => sum + rmToSen(row.amount), 0),
  );
  const last30 = month.data;

  return (
    <PageContainer
      title={t('menu.dashboard')}
      content={day ? t('dashboard.todayIs', { date: day.date }) : null}
    >
      {today.isError && (
        <Alert
          type="error"
          showIcon
          message={today.error.message}
          action={<Button onClick={() => void today.refetch()}>{t('common.retry')}</Button>}
        />
      )}
      <Row gutter={[16, 16]}>
        {day?.visitors && (
          <Col xs={24} md={12} xl={6}>
            <Figures
              title={t('dashboard.visitors')}
              testId="dashboard-visitors"
              figures={[
                [t('gate.checkedIn'), day.visitors.checkedIn],
                [t('gate.expected'), day.visitors.expected],
              ]}
            />
          </Col>
        )}
        {day?.food && (
          <Col xs={24} md={12} xl={6}>
            <Figures
              title={t('dashboard.food')}
              testId="dashboard-food"
              figures={[
                [t('status.making'), day.food.making],
                [t('status.ready_for_pickup'), day.food.readyForPickup],
                [t('status.completed'), day.food.completed],
              ]}
            />
          </Col>
        )}
        {day?.rentals && (
          <Col xs={24} md={12} xl={6}>
            <Figures
              title={t('dashboard.rentals')}
              testId="dashboard-rentals"
              figures={[
                [t('dashboard.toHandOut'), day.rentals.toHandOut],
                [t('dashboard.out'), day.rentals.out],
              ]}
            />
          </Col>
        )}
        {day?.revenue && (
          <Col xs={24} md={12} xl={6}>
            <Card title={t('dashboard.revenueToday')} data-testid="dashboard-revenue">
              <Statistic prefix="RM" value={revenueTotal} />
              <div className="muted">
                {day.revenue
                  .map((row) => `${kindName(row.kind)} ${money(row.amount)}`)
                  .join(' · ') || t('dashboard.nothingYet')}
              </div>
            </Card>
          </Col>
        )}
        {day?.giftCards && (
          <Col xs={24} md={24} xl={12}>
            <GiftCardsCard totals={day.giftCards} />
          </Col>
        )}
      </Row>

      {day?.calendar && (
        <Card
          title={t('dashboard.calendar')}
          style={{ marginTop: 16 }}
          extra={
            <ExportButton
              name={`ticket-places-${day.date}.csv`}
              header={[
                t('dashboard.date'),
                t('dashboard.capacity'),
                t('dashboard.sold'),
                t('dashboard.closed'),
              ]}
              rows={day.calendar.map((row) => [
                row.date,
                row.capacity,
                row.sold,
                row.closed ? 1 : 0,
              ])}
            />
          }
        >
          <Column
            height={240}
            data={day.calendar.flatMap((row) => [
              { date: row.date.slice(5), what: t('dashboard.sold'), places: row.sold },
              {
                date: row.date.slice(5),
                what: t('dashboard.free'),
                places: Math.max(0, row.capacity - row.sold),
              },
            ])}
            xField="date"
            yField="places"
            colorField="what"
            stack
          />
        </Card>
      )}

      {admin && last30 && (
        <>
          <Card
            title={t('dashboard.revenue30')}
            style={{ marginTop: 16 }}
            extra={
              <ExportButton
                name={`revenue-${last30.from}-${last30.to}.csv`}
                header={[t('dashboard.date'), t('orders.kind'), t('orders.amount')]}
                rows={last30.revenueByDay.map((row) => [row.date, row.kind, row.amount])}
              />
            }
          >
            <Column
              height={260}
              data={last30.revenueByDay.map((row) => ({
                date: row.date.slice(5),
                kind: kindName(row.kind),
                amount: rmToSen(row.amount) / 100,
              }))}
              xField="date"
              yField="amount"
              colorField="kind"
              stack
            />
          </Card>
          <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
            <Col xs={24} xl={12}>
              <Card
                title={t('dashboard.topGoods')}
                extra={
                  <ExportButton
                    name="best-sellers.csv"
                    header={[
                      t('orders.item'),
                      t('orders.kind'),
                      t('orders.quantity'),
                      t('orders.amount'),
                    ]}
                    rows={last30.topGoods.map((row) => [
                      row.name,
                      row.kind,
                      row.quantity,
                      row.amount,
                    ])}
                  />
                }
              >
                <Table
                  size="small"
                  rowKey={(row) => `${row.kind}-${row.name}`}
                  pagination={false}
                  dataSource={last30.topGoods}
                  locale={{ emptyText: t('dashboard.nothingYet') }}
                  columns={[
                    { title: t('orders.item'), dataIndex: 'name' },
                    { title: t('orders.kind'), dataIndex: 'kind', render: kindName },
                    { title: t('orders.quantity'), dataIndex: 'quantity', align: 'right' },
                    {
                      title: t('orders.amount'),
                      dataIndex: 'amount',
                      align: 'right',
                      render: money,
                    },
                  ]}
                />
              </Card>
            </Col>
            <Col xs={24} xl={12}>
              <Card
                title={t('dashboard.ticketsByVariant')}
                extra={
                  <ExportButton
                    name="tickets-by-type.csv"
                    header={[
                      t('dashboard.ticket'),
                      t('dashboard.variant'),
                      t('orders.quantity'),
                      t('orders.amount'),
                    ]}
                    rows={last30.ticketsByVariant.map((row) => [
                      row.ticket,
                      row.variant,
                      row.quantity,
                      row.amount,
                    ])}
                  />
                }
              >
                <Table
                  size="small"
                  rowKey={(row) => `${row.ticket}-${row.variant}`}
                  pagination={false}
                  dataSource={last30.ticketsByVariant}
                  locale={{ emptyText: t('dashboard.nothingYet') }}
                  columns={[
                    { title: t('dashboard.ticket'), dataIndex: 'ticket' },
                    { title: t('dashboard.variant'), dataIndex: 'variant' },
                    { title: t('orders.quantity'), dataIndex: 'quantity', align: 'right' },
                    {
                      title: t('orders.amount'),
                      dataIndex: 'amount',
                      align: 'right',
                      render: money,
                    },
                  ]}
                />
              </Card>
            </Col>
          </Row>
          <Card style={{ marginTop: 16 }} data-testid="dashboard-refunds">
            <Statistic
              title={t('dashboard.refunds30', { count: last30.refunds.count })}
              prefix="RM"
              value={last30.refunds.amount}
            />
          </Card>
        </>
      )}
    </PageContainer>
  );
}
