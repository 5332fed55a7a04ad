import { SoundOutlined } from '@ant-design/icons';
import type { KitchenOrder } from '@scenic/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Badge, Button, Empty, Space, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { followConsoleEvents } from '#console/lib/event-stream.ts';
import { errorText } from '#console/lib/request.ts';
import { kitchenKeys, useAdvanceFood, useKitchenQueue } from './api/kitchen';
import { createChime } from './chime';
import { KitchenTicket } from './kitchen-ticket';

/** Ids in `now` that were not in `before`: the orders that just arrived. */
export function arrivals(before: ReadonlySet<number>, now: readonly KitchenOrder[]): number[] {
  return now.filter((order) => !before.has(order.id)).map((order) => order.id);
}

/**
 * The kitchen (role `kitchen`): paid food orders as they arrive, oldest first, with a chime; mark
 * one ready when it is on the counter, collected when the visitor has it.
 */
export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [live, setLive] = useState(false);
  const queue = useKitchenQueue(live);
  const advance = useAdvanceFood();
  const [chime] = useState(createChime);
  const [soundOn, setSoundOn] = useState(false);
  const seen = useRef<Set<number> | null>(null);

  useEffect(
    () =>
      followConsoleEvents('/console/kitchen/events', {
        onConnected: setLive,
        onEvent: (event) => {
          if (event.event === 'order') {
            void client.invalidateQueries({ queryKey: kitchenKeys.queue() });
          }
        },
      }),
    [client],
  );

  const list = queue.data?.list;
  useEffect(() => {
    if (!list) return;
    if (seen.current && arrivals(seen.current, list).length > 0) chime.play();
    seen.current = new Set(list.map((order) => order.id));
  }, [list, chime]);

  const move = (order: KitchenOrder) =>
    advance.mutate(
      {
        orderNo: order.orderNo,
        to: order.status === 'making' ? 'ready_for_pickup' : 'completed',
      },
      { onError: (error) => message.error(errorText(error)) },
    );

  const making = list?.filter((order) => order.status === 'making') ?? [];
  const ready = list?.filter((order) => order.status === 'ready_for_pickup') ?? [];

  return (
    <div className="kitchen">
      <Space className="kitchen__bar" wrap>
        <Badge
          status={live ? 'success' : 'warning'}
          text={live ? t('kitchen.live') : t('kitchen.polling')}
        />
        <Button
          icon={<SoundOutlined />}
          type={soundOn ? 'default' : 'primary'}
          onClick={() => void chime.enable().then(setSoundOn)}
          disabled={soundOn}
        >
          {soundOn ? t('kitchen.soundOn') : t('kitchen.turnSoundOn')}
        </Button>
      </Space>
      {queue.isError && (
        <Alert
          type="error"
          showIcon
          message={queue.error.message}
          action={<Button onClick={() => void queue.refetch()}>{t('common.retry')}</Button>}
        />
      )}
      <div className="kitchen__columns">
        <section aria-labelledby="kitchen-making">
          <h2 id="kitchen-making">
            {t('kitchen.making')} <Tag>{making.length}</Tag>
          </h2>
          {making.length === 0 && <Empty description={t('kitchen.nothingToMake')} />}
          {making.map((order) => (
            <KitchenTicket key={order.id} order={order} onMove={() => move(order)} />
          ))}
        </section>
        <section aria-labelledby="kitchen-ready">
          <h2 id="kitchen-ready">
            {t('kitchen.ready')} <Tag>{ready.length}</Tag>
          </h2>
          {ready.length === 0 && <Empty description={t('kitchen.nothingWaiting')} />}
          {ready.map((order) => (
            <KitchenTicket key={order.id} order={order} onMove={() => move(order)} />
          ))}
        </section>
      </div>
    </div>
  );
}
