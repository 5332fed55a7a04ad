import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import {
  type ConsoleRainDay,
  type ConsoleWeatherGuarantee,
  MAX_GUARANTEE_TERMS,
  MAX_SHORT_TEXT,
  RAIN_DAY_GRACE_DAYS,
  type WeatherGuaranteeSaveBody,
} from '@scenic/contracts';
import {
  Alert,
  App,
  Badge,
  Button,
  Calendar,
  Card,
  Col,
  DatePicker,
  Form,
  Input,
  Row,
  Skeleton,
  Space,
  Table,
  Tag,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblem } from '#console/components/form-problem.tsx';
import { TranslatedFields } from '#console/components/translated-fields.tsx';
import { formatTime } from '#console/lib/format.ts';
import { useMe } from '#console/lib/me.ts';
import { errorText } from '#console/lib/request.ts';
import {
  useAddRainDay,
  useRemoveRainDay,
  useSaveGuaranteeTexts,
  useWeatherGuarantee,
} from './api/park';
import { DateChangesCard } from './components/date-changes-card';

const DAY = 'YYYY-MM-DD';

/** The guarantee's title, summary and terms, each in three languages side by side. */
function TextsCard({ guarantee }: { guarantee: ConsoleWeatherGuarantee }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const save = useSaveGuaranteeTexts();
  const [problem, setProblem] = useState<string | null>(null);
  const { title, summary, terms } = guarantee;
  return (
    <Card title={t('content.weather.texts')} data-testid="guarantee-texts">
      <FormProblem problem={problem} />
      <Form<WeatherGuaranteeSaveBody>
        layout="vertical"
        initialValues={{ title, summary, terms }}
        onFinish={async (values) => {
          setProblem(null);
          try {
            await save.mutateAsync(values);
            message.success(t('content.published'));
          } catch (error) {
            setProblem(errorText(error));
          }
        }}
      >
        <TranslatedFields name="title" label={t('content.weather.title')} max={MAX_SHORT_TEXT} />
        <TranslatedFields name="summary" label={t('content.weather.summary')} max={300} long />
        <p className="muted">{t('content.weather.summaryHint')}</p>
        <Form.List
          name="terms"
          rules={[
            {
              validator: async (_rule, list: unknown[] | undefined) => {
                if (!list?.length) throw new Error(t('content.weather.termsRequired'));
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field, index) => (
                <div key={field.key} className="guarantee-term">
                  <TranslatedFields
                    name={field.name}
                    label={t('content.weather.term', { n: index + 1 })}
                    max={500}
                    long
                  />
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() => remove(field.name)}
                    aria-label={t('content.weather.removeTerm', { n: index + 1 })}
                  >
                    {t('content.weather.removeTermShort')}
                  </Button>
                </div>
              ))}
              <Form.ErrorList errors={errors} />
              <Button
                icon={<PlusOutlined />}
                onClick={() => add({ zh: '', en: '', ma: '' })}
                disabled={fields.length >= MAX_GUARANTEE_TERMS}
                style={{ margin: '8px 0 24px' }}
              >
                {t('content.weather.addTerm')}
              </Button>
            </>
          )}
        </Form.List>
        <div>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('content.publish')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}

interface MarkValues {
  date: Dayjs;
  note?: string;
}

/** The heavy-rain days: a calendar, a list, marking a day and taking one back, each confirmed. */
function RainDaysCard({ guarantee }: { guarantee: ConsoleWeatherGuarantee }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const add = useAddRainDay();
  const remove = useRemoveRainDay();
  const [form] = Form.useForm<MarkValues>();
  const { today, earliest, rainDays } = guarantee;
  const marked = new Set(rainDays.map((day) => day.date));
  const markable = (date: Dayjs) => {
    const day = date.format(DAY);
    return day <= today && day >= earliest;
  };

  const mark = ({ date, note }: MarkValues) => {
    const day = date.format(DAY);
    modal.confirm({
      title: t('content.weather.markTitle', { date: day }),
      content: t('content.weather.markText', { days: RAIN_DAY_GRACE_DAYS }),
      okText: t('content.weather.mark'),
      cancelText: t('common.cancel'),
      onOk: () =>
        add.mutateAsync({ date: day, note: note?.trim() ?? '' }).then(
          () => {
            form.resetFields();
            message.success(t('content.weather.marked', { date: day }));
          },
          (error) => {
            message.error(errorText(error));
          },
        ),
    });
  };

  const takeBack = (day: ConsoleRainDay) =>
    modal.confirm({
      title: t('content.weather.removeTitle', { date: day.date }),
      content: t('content.weather.removeText'),
      okText: t('content.weather.remove'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        remove.mutateAsync({ date: day.date }).then(
          () => {
            message.success(t('content.weather.removed', { date: day.date }));
          },
          (error) => {
            message.error(errorText(error));
          },
        ),
    });

  return (
    <Card title={t('content.weather.rainDays')} data-testid="rain-days">
      <p className="muted">{t('content.weather.rainDaysIntro', { days: RAIN_DAY_GRACE_DAYS })}</p>
      <Form<MarkValues> form={form} layout="inline" onFinish={mark} style={{ marginBottom: 16 }}>
        <Form.Item
          name="date"
          rules={[{ required: true, message: t('content.weather.chooseDay') }]}
        >
          <DatePicker
            placeholder={t('content.weather.chooseDay')}
            disabledDate={(date) => !markable(date)}
            aria-label={t('content.weather.day')}
          />
        </Form.Item>
        <Form.Item name="note" style={{ flex: 1, minWidth: 200 }}>
          <Input
            maxLength={200}
            placeholder={t('content.weather.notePlaceholder')}
            aria-label={t('content.weather.note')}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          {t('content.weather.mark')}
        </Button>
      </Form>
      <Row gutter={16}>
        <Col xs={24} lg={10}>
          <div className="rain-calendar">
            <Calendar
              fullscreen={false}
              defaultValue={dayjs(today)}
              disabledDate={(date) => !markable(date) && !marked.has(date.format(DAY))}
              onSelect={(date, { source }) => {
                if (source === 'date' && markable(date) && !marked.has(date.format(DAY))) {
                  form.setFieldValue('date', date);
                }
              }}
              fullCellRender={(date, info) =>
                info.type === 'date' ? (
                  <div
                    className={[
                      'rain-calendar__day',
                      marked.has(date.format(DAY)) ? 'rain-calendar__day--rain' : '',
                      date.format(DAY) === today ? 'rain-calendar__day--today' : '',
                    ].join(' ')}
                  >
                    {date.date()}
                  </div>
                ) : (
                  info.originNode
                )
              }
            />
          </div>
          <Space size={16} className="muted">
            <span>
              <Badge color="#1677ff" /> {t('content.weather.legendRain')}
            </span>
          </Space>
        </Col>
        <Col xs={24} lg={14}>
          <Table<ConsoleRainDay>
            rowKey="date"
            size="small"
            dataSource={rainDays}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            locale={{ emptyText: t('content.weather.noRainDays') }}
            columns={[
              {
                title: t('content.weather.day'),
                dataIndex: 'date',
                width: 150,
                render: (date: string) => (
                  <Space size={4}>
                    <strong>{date}</strong>
                    {date < earliest && <Tag>{t('content.weather.noLongerCounts')}</Tag>}
                  </Space>
                ),
              },
              { title: t('content.weather.note'), dataIndex: 'note' },
              {
                title: t('content.weather.markedAt'),
                dataIndex: 'createdAt',
                width: 150,
                render: (at: string) => formatTime(at),
              },
              {
                title: '',
                key: 'actions',
                width: 110,
                render: (_value, row) => (
                  <Button size="small" danger onClick={() => takeBack(row)}>
                    {t('content.weather.remove')}
                  </Button>
                ),
              },
            ]}
          />
        </Col>
      </Row>
    </Card>
  );
}

/**
 * The weather guarantee's texts and heavy-rain days (role `content`), and for admins the rule for
 * ticket moves to cheaper dates: the other half of what a date change costs.
 */
export function Component() {
  const { t } = useTranslation();
  const guarantee = useWeatherGuarantee();
  const admin = useMe().data?.roles.includes('admin') ?? false;
  return (
    <PageContainer title={t('menu.weather')} content={t('content.weather.intro')}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {guarantee.isError && <Alert type="error" showIcon message={guarantee.error.message} />}
        {guarantee.isPending && <Skeleton active />}
        {guarantee.data && <RainDaysCard guarantee={guarantee.data} />}
        {guarantee.data && <TextsCard guarantee={guarantee.data} />}
        {admin && <DateChangesCard />}
      </Space>
    </PageContainer>
  );
}
