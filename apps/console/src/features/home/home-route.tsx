import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { LOCALES, type Locale, MAX_ATTRACTION_ROWS, MAX_SHORT_TEXT } from '@scenic/contracts';
import {
  Alert,
  App,
  Badge,
  Button,
  Card,
  Col,
  Empty,
  Form,
  Row,
  Segmented,
  Skeleton,
  Space,
  Tabs,
} from 'antd';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TranslatedFields } from '#console/components/translated-fields.tsx';
import { currentLanguage } from '#console/lib/i18n.ts';
import { errorText } from '#console/lib/request.ts';
import { useHome, useSaveHome } from './api/home';
import { PhonePreview, type PreviewSection } from './components/phone-preview';
import { PromoEditor } from './components/promo-editor';
import './home.css';
import {
  emptyPromo,
  type HomeValues,
  homeProblems,
  type PromoProblem,
  type TitleProblem,
  toHomeSave,
  toHomeValues,
} from './home-form';

type Section = PreviewSection | 'titles';
const SECTIONS: readonly Section[] = [
  'map',
  'video',
  'attractions',
  'ticket',
  'experience',
  'goods',
  'titles',
];

/** Names a problem for staff: where on the page, which language, and what to do. */
function describe(problem: PromoProblem | TitleProblem, t: TFunction): string {
  if ('title' in problem) {
    return `${t('home.section.titles')} · ${t(`home.titleOf.${problem.title}`)}: ${t('content.missingIn', { language: t(`content.language.${problem.locale}`) })}`;
  }
  const { place } = problem;
  const where = [
    t(`home.section.${place.section}`),
    place.row !== undefined ? t('home.rowN', { n: place.row + 1 }) : null,
    place.side ? t(`home.side.${place.side}`) : null,
    problem.locale ? t(`content.language.${problem.locale}`) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return `${where}: ${t(`home.problem.${problem.problem}`)}`;
}

function PairTabs({ name, label }: { name: (string | number)[]; label: string }) {
  const { t } = useTranslation();
  return (
    <Tabs
      items={(['l', 'r'] as const).map((side) => ({
        key: side,
        label: t(`home.side.${side}`),
        children: (
          <PromoEditor name={[...name, side]} label={`${label}, ${t(`home.side.${side}`)}`} />
        ),
      }))}
    />
  );
}

function AttractionRows() {
  const { t } = useTranslation();
  return (
    <Form.List name="attractions">
      {(rows, { add, remove, move }) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          {rows.length === 0 && <Empty description={t('home.noRows')} />}
          {rows.map((row, index) => (
            <Card
              key={row.key}
              size="small"
              title={t('home.rowN', { n: index + 1 })}
              data-testid={`attraction-row-${index}`}
              extra={
                <Space>
                  <Button
                    size="small"
                    icon={<ArrowUpOutlined />}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    {t('home.up')}
                  </Button>
                  <Button
                    size="small"
                    icon={<ArrowDownOutlined />}
                    disabled={index === rows.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    {t('home.down')}
                  </Button>
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() => remove(index)}
                  >
                    {t('home.removeRow')}
                  </Button>
                </Space>
              }
            >
              <PairTabs
                name={[row.name]}
                label={`${t('home.section.attractions')} ${t('home.rowN', { n: index + 1 })}`}
              />
            </Card>
          ))}
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            disabled={rows.length >= MAX_ATTRACTION_ROWS}
            onClick={() => add({ l: emptyPromo(), r: emptyPromo() })}
          >
            {t('home.addRow')}
          </Button>
        </Space>
      )}
    </Form.List>
  );
}

function HomeForm({ initial }: { initial: HomeValues }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<HomeValues>();
  const save = useSaveHome();
  const [section, setSection] = useState<Section>('map');
  const [language, setLanguage] = useState<Locale>(currentLanguage());
  const [problems, setProblems] = useState<string[]>([]);
  const watched = Form.useWatch((all) => all, { form, preserve: true }) as HomeValues | undefined;
  const values = watched && 'map' in watched ? watched : initial;
  const live = useMemo(() => homeProblems(values), [values]);
  const troubled = new Set<Section>([
    ...live.promos.map((problem) => problem.place.section),
    ...(live.titles.length > 0 ? (['titles'] as const) : []),
  ]);

  const publish = async () => {
    const current = form.getFieldsValue(true) as HomeValues;
    const found = homeProblems(current);
    const listed = [...found.titles, ...found.promos].map((problem) => describe(problem, t));
    setProblems(listed);
    if (listed.length > 0) return;
    try {
      await form.validateFields();
    } catch {
      setProblems([t('home.fixFields')]);
      return;
    }
    try {
      await save.mutateAsync(toHomeSave(current));
      message.success(t('home.published'));
    } catch (error) {
      setProblems([errorText(error)]);
    }
  };

  const editor = (() => {
    switch (section) {
      case 'attractions':
        return <AttractionRows />;
      case 'ticket':
        return <PairTabs name={['ticket']} label={t('home.section.ticket')} />;
      case 'titles':
        return (
          <>
            {(['attractions', 'tickets', 'step'] as const).map((title) => (
              <TranslatedFields
                key={title}
                name={['str', title]}
                label={t(`home.titleOf.${title}`)}
                max={MAX_SHORT_TEXT}
              />
            ))}
          </>
        );
      default:
        return <PromoEditor key={section} name={[section]} label={t(`home.section.${section}`)} />;
    }
  })();

  return (
    <PageContainer
      title={t('menu.home')}
      content={t('home.intro')}
      extra={
        <Button type="primary" loading={save.isPending} onClick={() => void publish()}>
          {t('content.publish')}
        </Button>
      }
    >
      {problems.length > 0 && (
        <Alert
          role="alert"
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('home.notPublished')}
          description={
            <ul className="home-problems">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          }
        />
      )}
      <Row gutter={24} wrap={false}>
        <Col flex="auto" style={{ minWidth: 0 }}>
          <Card>
            <Segmented<Section>
              block
              value={section}
              onChange={setSection}
              style={{ marginBottom: 16 }}
              options={SECTIONS.map((value) => ({
                value,
                label: (
                  <Badge dot={troubled.has(value)} offset={[4, 0]}>
                    {t(`home.section.${value}`)}
                  </Badge>
                ),
              }))}
            />
            <Form<HomeValues> form={form} layout="vertical" initialValues={initial}>
              {editor}
            </Form>
          </Card>
        </Col>
        <Col flex="400px">
          <div className="home-preview-column">
            <Space style={{ marginBottom: 8 }}>
              <span className="muted">{t('home.previewIn')}</span>
              <Segmented<Locale>
                size="small"
                value={language}
                onChange={setLanguage}
                options={LOCALES.map((locale) => ({
                  value: locale,
                  label: t(`content.language.${locale}`),
                }))}
              />
            </Space>
            <PhonePreview
              values={values}
              locale={language}
              active={section === 'titles' ? 'attractions' : section}
              onPick={setSection}
            />
            <p className="muted" style={{ marginTop: 8 }}>
              {t('home.previewNote')}
            </p>
          </div>
        </Col>
      </Row>
    </PageContainer>
  );
}

/** The visitor home page's images and promos (role `content`), with a live phone preview. */
export function Component() {
  const home = useHome();
  const initial = useMemo(() => (home.data ? toHomeValues(home.data) : null), [home.data]);
  if (home.isError) {
    return (
      <PageContainer>
        <Alert type="error" showIcon message={home.error.message} />
      </PageContainer>
    );
  }
  if (!initial) {
    return (
      <PageContainer>
        <Skeleton active />
      </PageContainer>
    );
  }
  return <HomeForm initial={initial} />;
}
