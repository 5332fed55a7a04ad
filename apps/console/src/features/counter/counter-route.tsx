import { PageContainer } from '@ant-design/pro-components';
import type { CounterPickup, CounterRental } from '@scenic/contracts';
import { Alert, App, Button, Input, Table, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '#console/lib/format.ts';
import { rentalPeriodText } from '#console/lib/rental-period.ts';
import { errorText } from '#console/lib/request.ts';
import { useCounterDay, useCounterStep } from './api/counter';
import { matchesSearch } from './matches-search';
import { TakeBackDialog } from './take-back-dialog';

/**
 * The rental and pick-up counter (role `counter`): hand rentals out against their deposit, take
 * them back (stock returns at once), and hand over store orders collected at the park.
 */
export function Component() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const day = useCounterDay();
  const step = useCounterStep();
  const [search, setSearch] = useState('');
  const [takingBack, setTakingBack] = useState<CounterRental | null>(null);

  const fail = (error: Error) => message.error(errorText(error));
  const handOut = (rental: CounterRental) =>
    modal.confirm({
      title: t('counter.handOutTitle', { orderNo: rental.orderNo }),
      content: t('counter.handOutText', { deposit: rental.deposit }),
      okText: t('counter.handOut'),
      cancelText: t('common.cancel'),
      onOk: () =>
        step
          .mutateAsync({ orderNo: rental.orderNo, to: 'in_progress' })
          .then(() => message.success(t('counter.handedOut')), fail),
    });
  const handOver = (pickup: CounterPickup) =>
    step
      .mutateAsync({ orderNo: pickup.orderNo, to: 'completed' })
      .then(() => message.success(t('counter.handedOver')), fail);

  const who = (row: CounterRental | CounterPickup) => row.visitor.phone || row.visitor.email;
  const lines = (row: CounterRental | CounterPickup) =>
    row.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ');

  const rentalColumns = (action: 'out' | 'back') => [
    { title: t('orders.orderNo'), dataIndex: 'orderNo' },
    { title: t('orders.visitor'), key: 'visitor', render: who },
    { title: t('orders.item'), key: 'lines', render: lines },
    {
      title: t('orders.rentalPeriod'),
      key: 'period',
      render: (row: CounterRental) => rentalPeriodText(t, row),
    },
    {
      title: t('orders.deposit'),
      dataIndex: 'deposit',
      align: 'right' as const,
      render: (value: string) => <span className="nowrap">RM {value}</span>,
    },
    {
      title: '',
      key: 'action',
      render: (row: CounterRental) =>
        action === 'out' ? (
          <Button type="primary" onClick={() => handOut(row)}>
            {t('counter.handOut')}
          </Button>
        ) : (
          <Button onClick={() => setTakingBack(row)}>{t('counter.takeBack')}</Button>
        ),
    },
  ];

  const data = day.data;
  const handOutRows = data?.handOut.filter((row) => matchesSearch(row, search)) ?? [];
  const outRows = data?.out.filter((row) => matchesSearch(row, search)) ?? [];
  const pickupRows = data?.pickups.filter((row) => matchesSearch(row, search)) ?? [];

  return (
    <PageContainer
      title={t('menu.counter')}
      extra={
        <Input.Search
          allowClear
          aria-label={t('counter.search')}
          placeholder={t('counter.search')}
          onSearch={setSearch}
          onChange={(event) => setSearch(event.target.value)}
          style={{ width: 280 }}
        />
      }
    >
      {day.isError && (
        <Alert
          type="error"
          showIcon
          message={day.error.message}
          action={<Button onClick={() => void day.refetch()}>{t('common.retry')}</Button>}
        />
      )}
      <Tabs
        items={[
          {
            key: 'handOut',
            label: t('counter.toHandOut', { count: handOutRows.length }),
            children: (
              <Table
                rowKey="id"
                loading={day.isPending}
                dataSource={handOutRows}
                columns={rentalColumns('out')}
                locale={{ emptyText: t('counter.noneToHandOut') }}
                pagination={false}
              />
            ),
          },
          {
            key: 'out',
            label: t('counter.outNow', { count: outRows.length }),
            children: (
              <Table
                rowKey="id"
                loading={day.isPending}
                dataSource={outRows}
                columns={rentalColumns('back')}
                locale={{ emptyText: t('counter.noneOut') }}
                pagination={false}
              />
            ),
          },
          {
            key: 'pickups',
            label: t('counter.pickups', { count: pickupRows.length }),
            children: (
              <Table
                rowKey="id"
                loading={day.isPending}
                dataSource={pickupRows}
                locale={{ emptyText: t('counter.noPickups') }}
                pagination={false}
                columns={[
                  { title: t('orders.orderNo'), dataIndex: 'orderNo' },
                  { title: t('orders.visitor'), key: 'visitor', render: who },
                  { title: t('orders.item'), key: 'lines', render: lines },
                  { title: t('orders.paidAt'), dataIndex: 'paidAt', render: formatTime },
                  {
                    title: '',
                    key: 'action',
                    render: (row: CounterPickup) => (
                      <Button type="primary" onClick={() => handOver(row)}>
                        {t('counter.handOver')}
                      </Button>
                    ),
                  },
                ]}
              />
            ),
          },
        ]}
      />
      {takingBack && <TakeBackDialog rental={takingBack} onClose={() => setTakingBack(null)} />}
    </PageContainer>
  );
}
