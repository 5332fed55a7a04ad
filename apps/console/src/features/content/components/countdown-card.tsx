import { type ConsoleCountdown, type CountdownSaveBody, MAX_SHORT_TEXT } from '@scenic/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, DatePicker, Form, Skeleton, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblem } from '#console/components/form-problem.tsx';
import { TranslatedFields } from '#console/components/translated-fields.tsx';
import { api } from '#console/lib/request.ts';
import { showSaved } from '#console/lib/saved-answer.ts';
import { contentKeys } from '../api/content';

interface CountdownValues {
  open: boolean;
  at: Dayjs;
  title: ConsoleCountdown['title'];
}

const FORMAT = 'YYYY-MM-DD HH:mm';

/** The home page's countdown: on or off, the moment on the park's clock, and what it counts to. */
export function CountdownCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const countdown = useQuery({
    queryKey: [...contentKeys.all, 'countdown'],
    queryFn: ({ signal }) => api<ConsoleCountdown>('/console/content/countdown', { signal }),
  });
  const save = useMutation({
    mutationFn: (body: CountdownSaveBody) =>
      api<ConsoleCountdown>('/console/content/countdown/save', { body }),
    onSuccess: (saved) => showSaved(client, [...contentKeys.all, 'countdown'], saved),
  });

  return (
    <Card title={t('content.countdown')} style={{ marginTop: 16 }} data-testid="countdown-card">
      <p className="muted">{t('content.countdownIntro')}</p>
      <FormProblem problem={problem} />
      {countdown.isPending && <Skeleton active />}
      {countdown.data && (
        <Form<CountdownValues>
          layout="vertical"
          initialValues={{
            open: countdown.data.open,
            at: dayjs(countdown.data.date),
            title: countdown.data.title,
          }}
          onFinish={async (values) => {
            setProblem(null);
            try {
              await save.mutateAsync({
                open: values.open,
                date: values.at.format(FORMAT),
                title: values.title,
              });
              message.success(t('content.published'));
            } catch (error) {
              setProblem((error as Error).message);
            }
          }}
        >
          <Form.Item name="open" label={t('content.shown')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item
            name="at"
            label={t('content.countdownAt')}
            extra={t('content.parkClock')}
            rules={[{ required: true, message: t('content.countdownAtRequired') }]}
          >
            <DatePicker showTime={{ format: 'HH:mm' }} format={FORMAT} />
          </Form.Item>
          <TranslatedFields name="title" label={t('content.countdownTitle')} max={MAX_SHORT_TEXT} />
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('content.publish')}
          </Button>
        </Form>
      )}
    </Card>
  );
}
