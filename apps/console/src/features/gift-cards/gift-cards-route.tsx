import { PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import {
  type ConsoleGiftCard,
  GIFT_CARD_STATUSES,
  type GiftCardStatus,
  type IssuedGiftCard,
} from '@scenic/contracts';
import { Alert, Button, Card, Input, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '#console/lib/request.ts';
import { type GiftCardFilter, useGiftCards } from './api/gift-cards';
import { IssueDrawer } from './components/issue-drawer';
import { IssuedDialog } from './components/issued-dialog';
import { LedgerDrawer } from './components/ledger-drawer';
import { SettingsDrawer } from './components/settings-drawer';
import { TotalsCard } from './components/totals-card';
import { VoidDialog } from './components/void-dialog';
import { cardCode, STATUS_COLOURS } from './gift-card-values';

/** The server answers 20 cards a page. */
const PAGE_SIZE = 20;

/**
 * Gift cards (admin): what is owed on them and what they took, every card sold or issued with its
 * balance, and its ledger. Staff issue a card by hand (its code and PIN shown once), void one with
 * a reason, and set whether cards have a PIN and how long they pay for.
 */
export function Component() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<GiftCardFilter>({ q: '', status: undefined, page: 1 });
  const cards = useGiftCards(filter);
  const [issuing, setIssuing] = useState(false);
  const [issued, setIssued] = useState<IssuedGiftCard | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [showingLedger, setShowingLedger] = useState<ConsoleGiftCard | null>(null);
  const [voiding, setVoiding] = useState<ConsoleGiftCard | null>(null);
  const rows = cards.data?.rows ?? [];

  return (
    <PageContainer
      title={t('menu.giftCards')}
      content={t('giftCards.intro')}
      extra={
        <Space>
          <Button icon={<SettingOutlined />} onClick={() => setSettingsOpen(true)}>
            {t('giftCards.settings')}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setIssuing(true)}>
            {t('giftCards.issue')}
          </Button>
        </Space>
      }
    >
      <TotalsCard totals={cards.data?.totals} loading={cards.isPending} />
      <Card style={{ marginTop: 16 }}>
        <Space wrap style={{ marginBottom: 16 }}>
          <Input.Search
            allowClear
            aria-label={t('giftCards.search')}
            placeholder={t('giftCards.search')}
            onSearch={(q) => setFilter({ ...filter, q: q.trim(), page: 1 })}
            style={{ width: 320 }}
          />
          <Segmented<GiftCardStatus | 'all'>
            aria-label={t('giftCards.status')}
            value={filter.status ?? 'all'}
            onChange={(status) =>
              setFilter({ ...filter, status: status === 'all' ? undefined : status, page: 1 })
            }
            options={[
              { value: 'all', label: t('giftCards.anyStatus') },
              ...GIFT_CARD_STATUSES.map((status) => ({
                value: status,
                label: t(`giftCards.statuses.${status}`),
              })),
            ]}
          />
        </Space>
        {cards.isError && <Alert type="error" showIcon message={errorText(cards.error)} />}
        <Table<ConsoleGiftCard>
          rowKey="id"
          size="middle"
          loading={cards.isFetching}
          dataSource={rows}
          pagination={{
            current: filter.page,
            pageSize: PAGE_SIZE,
            total: cards.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: (page) => setFilter({ ...filter, page }),
          }}
          locale={{
            emptyText: filter.q || filter.status ? t('giftCards.noMatch') : t('giftCards.none'),
          }}
          columns={[
            {
              title: t('giftCards.code'),
              dataIndex: 'code',
              render: (code: string) => (
                <Typography.Text code className="nowrap">
                  {cardCode(code)}
                </Typography.Text>
              ),
            },
            {
              title: t('giftCards.value'),
              dataIndex: 'value',
              align: 'right',
              render: (value: string) => <span className="nowrap">RM {value}</span>,
            },
            {
              title: t('giftCards.balance'),
              dataIndex: 'balance',
              align: 'right',
              render: (balance: string) => <span className="nowrap">RM {balance}</span>,
            },
            {
              title: t('giftCards.status'),
              dataIndex: 'status',
              render: (status: GiftCardStatus) => (
                <Tag color={STATUS_COLOURS[status]}>{t(`giftCards.statuses.${status}`)}</Tag>
              ),
            },
            {
              title: t('giftCards.source'),
              dataIndex: 'source',
              render: (source: ConsoleGiftCard['source']) => t(`giftCards.sources.${source}`),
            },
            {
              title: t('giftCards.order'),
              dataIndex: 'orderNo',
              render: (orderNo: string) => orderNo || '—',
            },
            {
              title: t('giftCards.holder'),
              dataIndex: 'holder',
              render: (holder: string) =>
                holder ? (
                  <span className="nowrap">{holder}</span>
                ) : (
                  <span className="muted">{t('giftCards.notAdded')}</span>
                ),
            },
            {
              title: t('giftCards.expires'),
              dataIndex: 'expiresOn',
              render: (expiresOn: string) => <span className="nowrap">{expiresOn}</span>,
            },
            {
              title: '',
              key: 'actions',
              render: (_value, row) => (
                <Space size={4}>
                  <Button
                    size="small"
                    aria-label={t('giftCards.ledgerOf', { code: cardCode(row.code) })}
                    onClick={() => setShowingLedger(row)}
                  >
                    {t('giftCards.ledger')}
                  </Button>
                  {row.status === 'active' && (
                    <Button
                      size="small"
                      danger
                      aria-label={t('giftCards.voidOf', { code: cardCode(row.code) })}
                      onClick={() => setVoiding(row)}
                    >
                      {t('giftCards.void')}
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {issuing && (
        <IssueDrawer
          onClose={() => setIssuing(false)}
          onIssued={(card) => {
            setIssuing(false);
            setIssued(card);
          }}
        />
      )}
      {issued && <IssuedDialog issued={issued} onClose={() => setIssued(null)} />}
      {settingsOpen && <SettingsDrawer onClose={() => setSettingsOpen(false)} />}
      {showingLedger && (
        <LedgerDrawer card={showingLedger} onClose={() => setShowingLedger(null)} />
      )}
      {voiding && <VoidDialog card={voiding} onClose={() => setVoiding(null)} />}
    </PageContainer>
  );
}
