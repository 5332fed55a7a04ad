import { PageContainer } from '@ant-design/pro-components';
import {
  type CalendarEditResult,
  type ConsoleCalendarDay,
  MAX_CAPACITY,
  MAX_PRICE_PERCENT,
  MIN_PRICE_PERCENT,
} from '@scenic/contracts';
import {
  Alert,
  App,
  Button,
  Calendar,
  Card,
  Checkbox,
  Col,
  DatePicker,
  Descriptions,
  Empty,
  Form,
  InputNumber,
  Radio,
  Row,
  Select,
  Space,
  Table,
  Tag,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormProblem } from '#console/components/form-problem.tsx';
import { currentLanguage } from '#console/lib/i18n.ts';
import { errorText } from '#console/lib/request.ts';
import { useCalendar, useEditCalendar, useTickets } from './api/tickets';
import {
  type CalendarEditValues,
  datesReached,
  EVERY_DAY,
  toEditBody,
  WEEKDAYS,
  WEEKENDS,
} from './calendar-edit';

const DAY = 'YYYY-MM-DD';

interface FormValues extends Omit<CalendarEditValues, 'from' | 'to'> {
  range: [Dayjs, Dayjs] | null;
}

const FRESH: Omit<FormValues, 'range'> = {
  weekdays: EVERY_DAY,
  places: 'keep',
  price: 'keep',
  open: 'keep',
};

/** One date's cell: places taken of the places offered, and whether it is closed or repriced. */
function DayCell({ day, past }: { day: ConsoleCalendarDay; past: boolean }) {
  const { t } = useTranslation();
  const taken = day.sold + day.held;
  return (
    <div
      className={past ? 'calendar-cell calendar-past' : 'calendar-cell'}
      data-testid={`calendar-day-${day.date}`}
    >
      <div className={day.closed ? 'muted' : undefined}>
        {t('calendar.taken', { taken, capacity: day.capacity })}
      </div>
      {day.held > 0 && <div className="muted">{t('calendar.heldN', { count: day.held })}</div>}
      <Space size={2} wrap>
        {day.closed && <Tag color="red">{t('calendar.closed')}</Tag>}
        {day.pricePercent !== 100 && <Tag color="gold">{day.pricePercent}%</Tag>}
        {!day.closed && taken >= day.capacity && <Tag color="volcano">{t('calendar.full')}</Tag>}
      </Space>
    </div>
  );
}

/**
 * A ticket's dates month by month (role `content`): places, sold and held, closed dates and
 * prices; pick a date or a range and the days of the week to change them together.
 */
export function Component() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const language = currentLanguage();
  const [search, setSearch] = useSearchParams();
  const tickets = useTickets();
  const ticketId = Number(search.get('ticket')) || tickets.data?.list[0]?.id;
  const [month, setMonth] = useState(() => dayjs());
  const [picked, setPicked] = useState<string | null>(null);
  const [form] = Form.useForm<FormValues>();
  const edit = useEditCalendar();
  const [problem, setProblem] = useState<string | null>(null);

  const from = month.startOf('month').format(DAY);
  const to = month.endOf('month').format(DAY);
  const calendar = useCalendar(ticketId, from, to);
  const today = calendar.data?.today ?? dayjs().format(DAY);
  const byDate = useMemo(
    () => new Map((calendar.data?.days ?? []).map((day) => [day.date, day])),
    [calendar.data],
  );
  const pickedDay = picked ? byDate.get(picked) : undefined;
  const places = Form.useWatch('places', form);
  const price = Form.useWatch('price', form);

  // A different ticket starts a fresh change.
  useEffect(() => {
    if (ticketId !== undefined) form.resetFields();
    setPicked(null);
  }, [ticketId, form]);

  const pickDate = (date: Dayjs) => {
    const day = date.format(DAY);
    setPicked(day);
    if (day >= today) form.setFieldsValue({ range: [date, date], weekdays: EVERY_DAY });
  };

  const warnClosedWithSold = (result: CalendarEditResult) => {
    if (result.closedWithSold.length === 0) return;
    modal.warning({
      title: t('calendar.closedWithSoldTitle'),
      content: (
        <>
          <p>{t('calendar.closedWithSoldText')}</p>
          <ul>
            {result.closedWithSold.map((day) => (
              <li key={day.date}>{t('calendar.soldOn', { date: day.date, count: day.sold })}</li>
            ))}
          </ul>
        </>
      ),
    });
  };

  const submit = (values: FormValues) => {
    setProblem(null);
    if (!ticketId || !values.range) return;
    const change: CalendarEditValues = {
      ...values,
      from: values.range[0].format(DAY),
      to: values.range[1].format(DAY),
    };
    const body = toEditBody(ticketId, change);
    if (!body) {
      setProblem(t('calendar.nothingPicked'));
      return;
    }
    const count = datesReached(change);
    if (count === 0) {
      setProblem(t('calendar.noDatesReached'));
      return;
    }
    const what = [
      body.capacity !== undefined && t('calendar.setPlaces', { count: body.capacity }),
      body.followDaily && t('calendar.followDaily'),
      body.pricePercent !== undefined && t('calendar.setPrice', { percent: body.pricePercent }),
      body.closed === true && t('calendar.close'),
      body.closed === false && t('calendar.open'),
    ].filter(Boolean);
    modal.confirm({
      title: t('calendar.confirmTitle', { count, from: change.from, to: change.to }),
      content: (
        <ul>
          {what.map((line) => (
            <li key={String(line)}>{line}</li>
          ))}
        </ul>
      ),
      okText: t('calendar.apply'),
      cancelText: t('common.cancel'),
      onOk: () =>
        edit
          .mutateAsync(body)
          .then((result) => {
            message.success(t('calendar.changed', { count: result.changed }));
            warnClosedWithSold(result);
          })
          .catch((error) => setProblem(errorText(error))),
    });
  };

  const ticketOptions = (tickets.data?.list ?? []).map((ticket) => ({
    value: ticket.id,
    label: ticket.name[language] + (ticket.enabled ? '' : ` (${t('calendar.offSale')})`),
  }));

  return (
    <PageContainer title={t('menu.calendar')} content={t('calendar.intro')}>
      <Row gutter={16}>
        <Col span={16}>
          <Card>
            <Space style={{ marginBottom: 12 }}>
              <span>{t('calendar.ticket')}</span>
              <Select
                style={{ width: 320 }}
                loading={tickets.isPending}
                value={ticketId}
                options={ticketOptions}
                aria-label={t('calendar.ticket')}
                onChange={(id: number) => setSearch({ ticket: String(id) })}
              />
            </Space>
            {calendar.isError && (
              <Alert type="error" showIcon message={errorText(calendar.error)} />
            )}
            <Calendar
              value={picked ? dayjs(picked) : month}
              onPanelChange={(date) => setMonth(date)}
              onSelect={(date, info) => {
                if (info.source === 'date') pickDate(date);
                if (!date.isSame(month, 'month')) setMonth(date);
              }}
              cellRender={(date, info) => {
                if (info.type !== 'date') return info.originNode;
                const day = byDate.get(date.format(DAY));
                return day ? <DayCell day={day} past={day.date < today} /> : null;
              }}
            />
          </Card>
        </Col>
        <Col span={8}>
          <Card title={t('calendar.changeDates')} style={{ marginBottom: 16 }}>
            <FormProblem problem={problem} gap={12} />
            <Form<FormValues>
              form={form}
              layout="vertical"
              initialValues={{ ...FRESH, range: null }}
              onFinish={submit}
            >
              <Form.Item
                name="range"
                label={t('calendar.dates')}
                extra={t('calendar.datesHint')}
                rules={[{ required: true, message: t('calendar.datesRule') }]}
              >
                <DatePicker.RangePicker
                  style={{ width: '100%' }}
                  disabledDate={(date) => date.format(DAY) < today}
                />
              </Form.Item>
              <Form.Item
                name="weekdays"
                label={t('calendar.which')}
                rules={[
                  { required: true, type: 'array', min: 1, message: t('calendar.whichRule') },
                ]}
              >
                <Checkbox.Group
                  options={[1, 2, 3, 4, 5, 6, 0].map((weekday) => ({
                    value: weekday,
                    label: dayjs().day(weekday).format('ddd'),
                  }))}
                />
              </Form.Item>
              <Space size={4} style={{ marginTop: -12, marginBottom: 16 }}>
                <Button size="small" onClick={() => form.setFieldValue('weekdays', EVERY_DAY)}>
                  {t('calendar.everyDay')}
                </Button>
                <Button size="small" onClick={() => form.setFieldValue('weekdays', WEEKDAYS)}>
                  {t('calendar.weekdays')}
                </Button>
                <Button size="small" onClick={() => form.setFieldValue('weekdays', WEEKENDS)}>
                  {t('calendar.weekends')}
                </Button>
              </Space>
              <Form.Item name="open" label={t('calendar.openOrClosed')}>
                <Radio.Group
                  options={[
                    { value: 'keep', label: t('calendar.keep') },
                    { value: 'open', label: t('calendar.open') },
                    { value: 'close', label: t('calendar.close') },
                  ]}
                />
              </Form.Item>
              <Form.Item name="places" label={t('calendar.places')}>
                <Radio.Group
                  options={[
                    { value: 'keep', label: t('calendar.keep') },
                    { value: 'set', label: t('calendar.setTo') },
                    { value: 'follow', label: t('calendar.followDailyShort') },
                  ]}
                />
              </Form.Item>
              {places === 'set' && (
                <Form.Item
                  name="capacity"
                  rules={[{ required: true, message: t('tickets.capacityRule') }]}
                  extra={t('calendar.placesHint')}
                >
                  <InputNumber
                    min={0}
                    max={MAX_CAPACITY}
                    precision={0}
                    aria-label={t('calendar.places')}
                  />
                </Form.Item>
              )}
              <Form.Item name="price" label={t('calendar.price')}>
                <Radio.Group
                  options={[
                    { value: 'keep', label: t('calendar.keep') },
                    { value: 'set', label: t('calendar.setTo') },
                  ]}
                />
              </Form.Item>
              {price === 'set' && (
                <Space align="start">
                  <Form.Item
                    name="pricePercent"
                    rules={[{ required: true, message: t('calendar.percentRule') }]}
                    extra={t('calendar.percentHint')}
                  >
                    <InputNumber
                      min={MIN_PRICE_PERCENT}
                      max={MAX_PRICE_PERCENT}
                      precision={0}
                      addonAfter="%"
                      aria-label={t('calendar.price')}
                    />
                  </Form.Item>
                  <Button onClick={() => form.setFieldValue('pricePercent', 120)}>
                    {t('calendar.holiday')}
                  </Button>
                </Space>
              )}
              <Button type="primary" htmlType="submit" loading={edit.isPending} block>
                {t('calendar.apply')}
              </Button>
            </Form>
          </Card>
          <Card title={picked ?? t('calendar.pickADay')}>
            {pickedDay ? (
              <>
                <Descriptions size="small" column={1}>
                  <Descriptions.Item label={t('calendar.places')}>
                    {pickedDay.capacity}
                    {!pickedDay.capacitySet && ` (${t('calendar.followsDaily')})`}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('calendar.sold')}>{pickedDay.sold}</Descriptions.Item>
                  <Descriptions.Item label={t('calendar.held')}>{pickedDay.held}</Descriptions.Item>
                  <Descriptions.Item label={t('calendar.openOrClosed')}>
                    {pickedDay.closed ? t('calendar.closed') : t('calendar.open')}
                  </Descriptions.Item>
                  {(calendar.data?.variants ?? []).map((variant) => (
                    <Descriptions.Item key={variant.id} label={variant.name[language]}>
                      RM {pickedDay.prices[String(variant.id)]}
                    </Descriptions.Item>
                  ))}
                </Descriptions>
                {pickedDay.slots.length > 0 && (
                  <Table
                    size="small"
                    rowKey="id"
                    pagination={false}
                    dataSource={pickedDay.slots}
                    columns={[
                      {
                        title: t('tickets.slotLabel'),
                        key: 'label',
                        render: (_value, slot) =>
                          calendar.data?.slots.find((s) => s.id === slot.id)?.label,
                      },
                      { title: t('calendar.places'), dataIndex: 'capacity' },
                      { title: t('calendar.sold'), dataIndex: 'sold' },
                      { title: t('calendar.held'), dataIndex: 'held' },
                    ]}
                  />
                )}
              </>
            ) : (
              <Empty description={t('calendar.pickADayHint')} />
            )}
          </Card>
        </Col>
      </Row>
    </PageContainer>
  );
}
