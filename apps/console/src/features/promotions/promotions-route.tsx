import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import type { ConsolePromotion } from '@scenic/contracts';
import { Alert, App, Button, Card, Input, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '#console/lib/i18n.ts';
import { errorText } from '#console/lib/request.ts';
import { usePromotionChoices } from './api/choices';
import { downloadCodes } from './api/download-codes';
import { useDeletePromotion, usePromotions } from './api/promotions';
import { PromotionForm } from './components/promotion-form';
import { UsesDrawer } from './components/uses-drawer';
import { dateLines, givesText, limitLines, matchesSearch, scopeNames } from './promotion-text';

/** Choices named in a row before the rest are counted ("+3 more"). */
const NAMES_SHOWN = 3;

/**
 * A day (2026-12-01) or an amount (RM 30.00) is read as one word: a narrow column wraps between
 * them, never inside one.
 */
const WHOLE = /(\d{4}-\d{2}-\d{2}|RM \d+\.\d{2})/;

function KeptWhole({ text }: { text: string }) {
  return text.split(WHOLE).map((part, index) =>
    WHOLE.test(part) ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
      <span key={index} className="nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/** Lines under one another in a cell (each may wrap), or a word saying there are none. */
function Lines({ lines, none }: { lines: string[]; none: string }) {
  if (lines.length === 0) return <span className="muted">{none}</span>;
  return (
    <Space direction="vertical" size={0}>
      {lines.map((line) => (
        <span key={line}>
          <KeptWhole text={line} />
        </span>
      ))}
    </Space>
  );
}

/**
 * Promotion codes (admin): what each gives and for what, when and how often it works, how much it
 * was used and saved. A search finds one by name or code; deleting stops its codes at once.
 */
export function Component() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const language = currentLanguage();
  const promotions = usePromotions();
  const choices = usePromotionChoices();
  const remove = useDeletePromotion();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<ConsolePromotion | 'new' | null>(null);
  const [showingUses, setShowingUses] = useState<ConsolePromotion | null>(null);
  const rows = (promotions.data?.list ?? []).filter((row) => matchesSearch(row, search));

  const confirmDelete = (row: ConsolePromotion) =>
    modal.confirm({
      title: t('promotions.deleteTitle', { name: row.name }),
      content: t('promotions.deleteText'),
      okText: t('promotions.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        remove
          .mutateAsync({ id: row.id })
          .then(() => message.success(t('promotions.deleted')))
          .catch((error) => message.error(errorText(error))),
    });

  return (
    <PageContainer
      title={t('menu.promotions')}
      content={t('promotions.intro')}
      extra={
        <Space>
          <Input.Search
            allowClear
            aria-label={t('promotions.search')}
            placeholder={t('promotions.search')}
            onSearch={setSearch}
            onChange={(event) => setSearch(event.target.value)}
            style={{ width: 240 }}
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('promotions.new')}
          </Button>
        </Space>
      }
    >
      <Card>
        {promotions.isError && (
          <Alert type="error" showIcon message={errorText(promotions.error)} />
        )}
        {/* Nine columns beside the menu at 1366 px: the denser size, and texts that wrap. */}
        <Table<ConsolePromotion>
          rowKey="id"
          size="middle"
          loading={promotions.isPending}
          dataSource={rows}
          pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
          locale={{
            emptyText: search.trim()
              ? t('promotions.noMatch', { search: search.trim() })
              : t('promotions.none'),
          }}
          columns={[
            {
              title: t('promotions.name'),
              dataIndex: 'name',
              render: (name: string) => <strong>{name}</strong>,
            },
            {
              title: t('promotions.code'),
              key: 'code',
              render: (_value, row) =>
                row.code !== null ? (
                  <Typography.Text code className="nowrap">
                    {row.code}
                  </Typography.Text>
                ) : (
                  <Space direction="vertical" size={0}>
                    <span>{t('promotions.batchOf', { count: row.codeCount })}</span>
                    <Button
                      type="link"
                      size="small"
                      icon={<DownloadOutlined />}
                      className="promotions__download"
                      aria-label={t('promotions.downloadCodesOf', { name: row.name })}
                      onClick={() =>
                        downloadCodes(row.id).catch((error) => message.error(errorText(error)))
                      }
                    >
                      {t('promotions.downloadCodes')}
                    </Button>
                  </Space>
                ),
            },
            {
              title: t('promotions.gives'),
              key: 'gives',
              render: (_value, row) => <KeptWhole text={givesText(t, row)} />,
            },
            {
              title: t('promotions.for'),
              key: 'for',
              render: (_value, row) => {
                const names = scopeNames(t, row.scope, choices.data, language);
                const more = names.length - NAMES_SHOWN;
                return (
                  <Lines
                    lines={[
                      ...names.slice(0, NAMES_SHOWN),
                      ...(more > 0 ? [t('promotions.andMore', { count: more })] : []),
                    ]}
                    none={t('promotions.everything')}
                  />
                );
              },
            },
            {
              title: t('promotions.valid'),
              key: 'valid',
              render: (_value, row) => (
                <Lines lines={dateLines(t, row)} none={t('promotions.anyTime')} />
              ),
            },
            {
              title: t('promotions.limits'),
              key: 'limits',
              render: (_value, row) => (
                <Lines lines={limitLines(t, row)} none={t('promotions.noLimits')} />
              ),
            },
            {
              title: t('promotions.used'),
              key: 'used',
              align: 'right',
              render: (_value, row) => (
                <Space direction="vertical" size={0}>
                  <span className="nowrap">{row.used}</span>
                  {row.held > 0 && (
                    <span className="muted">{t('promotions.heldCount', { count: row.held })}</span>
                  )}
                </Space>
              ),
            },
            {
              title: t('promotions.savings'),
              dataIndex: 'saved',
              align: 'right',
              render: (saved: string) => <span className="nowrap">RM {saved}</span>,
            },
            {
              title: '',
              key: 'actions',
              render: (_value, row) => (
                <Space size={4}>
                  <Button
                    size="small"
                    aria-label={t('promotions.editOf', { name: row.name })}
                    onClick={() => setEditing(row)}
                  >
                    {t('content.edit')}
                  </Button>
                  <Button
                    size="small"
                    aria-label={t('promotions.usesOfButton', { name: row.name })}
                    onClick={() => setShowingUses(row)}
                  >
                    {t('promotions.uses')}
                  </Button>
                  <Button
                    size="small"
                    danger
                    aria-label={t('promotions.deleteOf', { name: row.name })}
                    onClick={() => confirmDelete(row)}
                  >
                    {t('promotions.delete')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {editing && (
        <PromotionForm
          promotion={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {showingUses && <UsesDrawer promotion={showingUses} onClose={() => setShowingUses(null)} />}
    </PageContainer>
  );
}
