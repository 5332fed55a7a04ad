import type { ConsoleGiftCard, GiftCardEntry, GiftCardEntryKind } from '@scenic/contracts';
import { Alert, Descriptions, Drawer, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '#console/lib/format.ts';
import { errorText } from '#console/lib/request.ts';
import { useGiftCardLedger } from '../api/gift-cards';
import { cardCode, ENTRY_COLOURS, STATUS_COLOURS, signedRm } from '../gift-card-values';

/** A card as it stands, and every change of its balance, newest first. */
export function LedgerDrawer({ card, onClose }: { card: ConsoleGiftCard; onClose: () => void }) {
  const { t } = useTranslation();
  const ledger = useGiftCardLedger(card.id);
  // The card as the ledger read it, newer than the list's row.
  const shown = ledger.data?.card ?? card;
  const entries = ledger.data?.entries ?? [];
  const code = cardCode(card.code);

  return (
    <Drawer open width={820} title={t('giftCards.ledgerOf', { code })} onClose={onClose}>
      <Descriptions size="small" column={2} bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('giftCards.value')}>RM {shown.value}</Descriptions.Item>
        <Descriptions.Item label={t('giftCards.balance')}>RM {shown.balance}</Descriptions.Item>
        <Descriptions.Item label={t('giftCards.status')}>
          <Tag color={STATUS_COLOURS[shown.status]}>{t(`giftCards.statuses.${shown.status}`)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('giftCards.source')}>
          {t(`giftCards.sources.${shown.source}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('giftCards.order')}>{shown.orderNo || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('giftCards.holder')}>
          {shown.holder || t('giftCards.notAdded')}
        </Descriptions.Item>
        <Descriptions.Item label={t('giftCards.pin')}>
          {t(shown.hasPin ? 'giftCards.withPin' : 'giftCards.withoutPin')}
        </Descriptions.Item>
        <Descriptions.Item label={t('giftCards.expires')}>{shown.expiresOn}</Descriptions.Item>
        <Descriptions.Item label={t('giftCards.created')}>
          {formatTime(shown.createdAt)}
        </Descriptions.Item>
        <Descriptions.Item label={t('giftCards.reason')}>{shown.reason || '—'}</Descriptions.Item>
      </Descriptions>
      {ledger.isError && <Alert type="error" showIcon message={errorText(ledger.error)} />}
      <Table<GiftCardEntry>
        rowKey="id"
        size="small"
        loading={ledger.isPending}
        dataSource={entries}
        pagination={entries.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        locale={{ emptyText: t('giftCards.noEntries') }}
        columns={[
          {
            title: t('giftCards.at'),
            dataIndex: 'at',
            render: (at: string) => <span className="nowrap">{formatTime(at)}</span>,
          },
          {
            title: t('giftCards.entry'),
            dataIndex: 'kind',
            render: (kind: GiftCardEntryKind) => (
              <Tag color={ENTRY_COLOURS[kind]}>{t(`giftCards.kinds.${kind}`)}</Tag>
            ),
          },
          {
            title: t('giftCards.amount'),
            dataIndex: 'amount',
            align: 'right',
            render: (amount: string) => <span className="nowrap">{signedRm(amount)}</span>,
          },
          {
            title: t('giftCards.balanceAfter'),
            dataIndex: 'balanceAfter',
            align: 'right',
            render: (balance: string) => <span className="nowrap">RM {balance}</span>,
          },
          {
            title: t('giftCards.order'),
            dataIndex: 'orderNo',
            render: (orderNo: string) => orderNo || '—',
          },
          { title: t('giftCards.note'), dataIndex: 'note', render: (note: string) => note || '—' },
          {
            title: t('giftCards.staff'),
            dataIndex: 'staff',
            render: (staff: string) => staff || '—',
          },
        ]}
      />
    </Drawer>
  );
}
