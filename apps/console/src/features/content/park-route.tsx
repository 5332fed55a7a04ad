import { PageContainer } from '@ant-design/pro-components';
import {
  type ConsolePark,
  type ConsoleParkInfo,
  EMAIL_PATTERN,
  MAX_PARK_INTRO,
  MAX_SHORT_TEXT,
} from '@scenic/contracts';
import { Alert, App, Button, Card, Col, Descriptions, Form, Input, Row, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblem } from '#console/components/form-problem.tsx';
import { PictureField } from '#console/components/picture-field.tsx';
import { TranslatedFields } from '#console/components/translated-fields.tsx';
import { errorText } from '#console/lib/request.ts';
import { webAddressRule } from '#console/lib/web-address-rule.ts';
import { usePark, useSaveCoordinates, useSaveParkInfo } from './api/park';

const DEGREES = /^\s*-?\d{1,3}(\.\d{1,7})?\s*$/;

/** The park's clock now: what "today" means for everything the park sells. */
function parkNow(offset: string): string {
  const sign = offset.startsWith('-') ? -1 : 1;
  const [hours = 0, minutes = 0] = offset.slice(1).split(':').map(Number);
  const shifted = Date.now() + sign * (hours * 60 + minutes) * 60_000;
  return new Date(shifted).toISOString().slice(0, 16).replace('T', ' ');
}

function DetailsCard({ info }: { info: ConsoleParkInfo }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const save = useSaveParkInfo();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Card title={t('content.park.details')} data-testid="park-details">
      <FormProblem problem={problem} />
      <Form<ConsoleParkInfo>
        layout="vertical"
        initialValues={info}
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
        <TranslatedFields name="name" label={t('content.park.name')} max={MAX_SHORT_TEXT} />
        <TranslatedFields name="intro" label={t('content.park.about')} max={MAX_PARK_INTRO} long />
        <TranslatedFields name="address" label={t('content.park.address')} max={300} long />
        <TranslatedFields name="openingHours" label={t('content.park.openingHours')} max={200} />
        <Row gutter={12}>
          <Col span={8}>
            <Form.Item
              name="phone"
              label={t('content.park.phone')}
              rules={[
                { required: true, whitespace: true, message: t('content.park.phoneRule') },
                { pattern: /^\s*\+?\d[\d ()-]*\d\s*$/, message: t('content.park.phoneRule') },
              ]}
            >
              <Input maxLength={30} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="email"
              label={t('content.park.email')}
              rules={[
                { required: true, whitespace: true, message: t('content.park.emailRule') },
                { pattern: EMAIL_PATTERN, message: t('content.park.emailRule') },
              ]}
            >
              <Input maxLength={254} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="serviceUrl"
              label={t('content.park.chat')}
              extra={t('content.park.chatHint')}
              rules={[webAddressRule(t, true)]}
            >
              <Input placeholder="https://wa.me/..." maxLength={500} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item
              name="logo"
              label={t('content.park.logo')}
              rules={[{ required: true, message: t('content.pictureRequired') }]}
            >
              <PictureField />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="cover"
              label={t('content.park.cover')}
              rules={[{ required: true, message: t('content.pictureRequired') }]}
            >
              <PictureField />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('content.publish')}
        </Button>
      </Form>
    </Card>
  );
}

function PlaceCard({ park }: { park: ConsolePark }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const save = useSaveCoordinates();
  const [problem, setProblem] = useState<string | null>(null);
  const [form] = Form.useForm<ConsolePark['coordinates']>();
  const latitude = Form.useWatch('latitude', form) ?? park.coordinates.latitude;
  const longitude = Form.useWatch('longitude', form) ?? park.coordinates.longitude;
  const onMap =
    DEGREES.test(latitude) && DEGREES.test(longitude)
      ? `https://www.openstreetmap.org/?mlat=${latitude.trim()}&mlon=${longitude.trim()}#map=13/${latitude.trim()}/${longitude.trim()}`
      : null;

  return (
    <Card title={t('content.park.place')} data-testid="park-place">
      <Alert
        type={park.liveWeather ? 'info' : 'warning'}
        showIcon
        message={t(park.liveWeather ? 'content.park.liveWeatherOn' : 'content.park.liveWeatherOff')}
        style={{ marginBottom: 16 }}
      />
      <FormProblem problem={problem} />
      <Form<ConsolePark['coordinates']>
        form={form}
        layout="vertical"
        initialValues={park.coordinates}
        onFinish={async (values) => {
          setProblem(null);
          try {
            await save.mutateAsync(values);
            message.success(t('content.park.placeSaved'));
          } catch (error) {
            setProblem(errorText(error));
          }
        }}
      >
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item
              name="latitude"
              label={t('content.park.latitude')}
              rules={[
                { required: true, message: t('content.park.latitudeRule') },
                { pattern: DEGREES, message: t('content.park.latitudeRule') },
                {
                  validator: async (_rule, value: string) => {
                    if (DEGREES.test(value ?? '') && Math.abs(Number(value)) > 90) {
                      throw new Error(t('content.park.latitudeRule'));
                    }
                  },
                },
              ]}
            >
              <Input placeholder="3.5219" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="longitude"
              label={t('content.park.longitude')}
              rules={[
                { required: true, message: t('content.park.longitudeRule') },
                { pattern: DEGREES, message: t('content.park.longitudeRule') },
                {
                  validator: async (_rule, value: string) => {
                    if (DEGREES.test(value ?? '') && Math.abs(Number(value)) > 180) {
                      throw new Error(t('content.park.longitudeRule'));
                    }
                  },
                },
              ]}
            >
              <Input placeholder="101.9087" />
            </Form.Item>
          </Col>
        </Row>
        <p className="muted">
          {t('content.park.degreesHint')}{' '}
          {onMap && (
            <a href={onMap} target="_blank" rel="noopener noreferrer">
              {t('content.park.onMap')}
            </a>
          )}
        </p>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('content.park.savePlace')}
        </Button>
      </Form>

      <Descriptions
        column={1}
        bordered
        size="small"
        style={{ marginTop: 24 }}
        data-testid="park-clock"
        items={[
          {
            key: 'zone',
            label: t('content.park.timeZone'),
            children: `UTC${park.utcOffset}`,
          },
          { key: 'now', label: t('content.park.nowAtPark'), children: parkNow(park.utcOffset) },
        ]}
      />
      <p className="muted" style={{ marginTop: 8 }}>
        {t('content.park.timeZoneHint')}
      </p>
    </Card>
  );
}

/** The park's details, place and clock (role `content`). */
export function Component() {
  const { t } = useTranslation();
  const park = usePark();
  return (
    <PageContainer title={t('menu.park')} content={t('content.park.intro')}>
      {park.isError && <Alert type="error" showIcon message={park.error.message} />}
      {park.isPending && <Skeleton active />}
      {park.data && (
        <Row gutter={16}>
          <Col xs={24} xl={15}>
            <DetailsCard info={park.data.info} />
          </Col>
          <Col xs={24} xl={9}>
            <PlaceCard park={park.data} />
          </Col>
        </Row>
      )}
    </PageContainer>
  );
}
