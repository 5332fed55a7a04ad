import { CalendarOutlined, IdcardOutlined, PlusOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import type { ConsoleTicket } from '@scenic/contracts';
import { Alert, App, Button, Card, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { switchColumn } from '#console/components/columns.tsx';
import { currentLanguage } from '#console/lib/i18n.ts';
import { errorText } from '#console/lib/request.ts';
import { useGateChecks, useSaveTicket, useTickets } from './api/tickets';
import { GateChecksDrawer } from './components/gate-checks-drawer';
import { TicketForm, toValues } from './components/ticket-form';

/** Tickets for sale (role `content`): their types and prices, places and slots, on sale or not. */
export function Component() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const [editing, setEditing] = useState<ConsoleTicket | 'new' | null>(null);
  const [checksOpen, setChecksOpen] = useState(false);
  const tickets = useTickets();
  const gateChecks = useGateChecks();
  const checkNames = new Map(
    (gateChecks.data?.list ?? []).map((check) => [check.id, check.name[currentLanguage()]]),
  );
  const save = useSaveTicket();
  const language = currentLanguage();

  const setOnSale = (ticket: ConsoleTicket, enabled: boolean) => {
    const apply = () =>
      save
        .mutateAsync({ id: ticket.id, ...toValues(ticket), enabled })
        .then(() => message.success(t(enabled ? 'tickets.nowOnSale' : 'tickets.nowOffSale')))
        .catch((error) => message.error(errorText(error)));
    if (enabled) return void apply();
    modal.confirm({
      title: t('tickets.offSaleTitle', { name: ticket.name[language] }),
      content: t('tickets.offSaleText'),
      okText: t('tickets.takeOffSale'),
      cancelText: t('common.cancel'),
      onOk: apply,
    });
  };

  return (
    <PageContainer
      title={t('menu.tickets')}
      content={t('tickets.intro')}
      extra={
        <Space>
          <Button icon={<IdcardOutlined />} onClick={() => setChecksOpen(true)}>
            {t('gateChecks.title')}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('tickets.newTicket')}
          </Button>
        </Space>
      }
    >
      <Card>
        {tickets.isError && <Alert type="error" showIcon message={errorText(tickets.error)} />}
        <Table<ConsoleTicket>
          rowKey="id"
          loading={tickets.isPending}
          dataSource={tickets.data?.list ?? []}
          pagination={false}
          locale={{ emptyText: t('tickets.none') }}
          columns={[
            {
              title: t('content.picture'),
              dataIndex: 'cover',
              width: 120,
              render: (cover: string) => <img className="banner-thumb" src={cover} alt="" />,
            },
            {
              title: t('tickets.name'),
              key: 'name',
              render: (_value, row) => (
                <Space direction="vertical" size={0}>
                  <strong>{row.name[language]}</strong>
                  <span className="muted">{row.intro[language]}</span>
                </Space>
              ),
            },
            {
              title: t('tickets.variants'),
              key: 'variants',
              render: (_value, row) => (
                <Space direction="vertical" size={0}>
                  {row.variants.map((variant) => (
                    <span key={variant.id} style={{ whiteSpace: 'nowrap' }}>
                      {variant.name[language]} · RM {variant.price}
                      {variant.checkId !== null && (
                        <Tag className="ticket-check-tag" icon={<IdcardOutlined />}>
                          {checkNames.get(variant.checkId) ?? ''}
                        </Tag>
                      )}
                    </span>
                  ))}
                </Space>
              ),
            },
            {
              title: t('tickets.places'),
              key: 'places',
              render: (_value, row) => (
                <Space direction="vertical" size={0}>
                  <span>{t('tickets.perDay', { count: row.dailyCapacity })}</span>
                  {row.slots.length > 0 && (
                    <span className="muted">
                      {t('tickets.slotCount', { count: row.slots.length })}
                    </span>
                  )}
                </Space>
              ),
            },
            switchColumn({
              title: t('tickets.onSale'),
              dataIndex: 'enabled',
              width: 100,
              label: (row) => t('tickets.onSaleOf', { name: row.name[language] }),
              onChange: setOnSale,
            }),
            {
              title: '',
              key: 'actions',
              width: 200,
              render: (_value, row) => (
                <Space size={4}>
                  <Button size="small" onClick={() => setEditing(row)}>
                    {t('content.edit')}
                  </Button>
                  <Link to={`/catalogue/calendar?ticket=${row.id}`}>
                    <Button size="small" icon={<CalendarOutlined />}>
                      {t('tickets.calendar')}
                    </Button>
                  </Link>
                </Space>
              ),
            },
          ]}
          expandable={{
            rowExpandable: (row) => row.slots.length > 0,
            expandedRowRender: (row) => (
              <Space wrap>
                {row.slots.map((slot) => (
                  <Tag key={slot.id}>
                    {slot.label} · {t('tickets.perSlot', { count: slot.capacity })}
                  </Tag>
                ))}
              </Space>
            ),
          }}
        />
      </Card>
      {checksOpen && <GateChecksDrawer onClose={() => setChecksOpen(false)} />}
      {editing && (
        <TicketForm ticket={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </PageContainer>
  );
}
