import { LOCALES, type PromoKind } from '@scenic/contracts';
import { Alert, Badge, Form, Radio, Switch, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionFields } from '#console/components/action-fields.tsx';
import { PictureField } from '#console/components/picture-field.tsx';
import { type MediaSlot, mediaOf, type PromoValues } from '../home-form';
import { PictureListField, SinglePictureField, VideoField } from './media-fields';

/** The media of one slot (every language, or one), as the promo's kind takes it. */
function MediaInput({
  name,
  kind,
  slot,
  label,
}: {
  name: (string | number)[];
  kind: PromoKind;
  slot: MediaSlot;
  label: string;
}) {
  const { t } = useTranslation();
  if (kind === 'video') {
    return (
      <Form.Item
        name={[...name, 'videos', slot]}
        label={t('home.video')}
        extra={t('home.videoHint')}
      >
        <VideoField />
      </Form.Item>
    );
  }
  if (kind === 'swiper') {
    return (
      <Form.Item
        name={[...name, 'pictures', slot]}
        label={t('home.pictures')}
        extra={t('home.swiperHint')}
      >
        <PictureListField label={label} />
      </Form.Item>
    );
  }
  return (
    <Form.Item name={[...name, 'pictures', slot]} label={t('content.picture')}>
      <SinglePictureField />
    </Form.Item>
  );
}

/**
 * One promo of the home page (SPEC §3): the same media for every language or one per language,
 * a picture, a swiper or a video (with its poster), and what a tap does — magnify the picture, or
 * open what a banner would.
 */
export function PromoEditor({ name, label }: { name: (string | number)[]; label: string }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const promo = Form.useWatch(name, { form, preserve: true }) as PromoValues | undefined;
  const kind: PromoKind = promo?.kind ?? 'image';
  const perLanguage = promo?.perLanguage ?? false;

  return (
    <div className="home-promo" data-testid={`promo-${name.join('-')}`}>
      <Form.Item name={[...name, 'kind']} label={t('home.shows')}>
        <Radio.Group
          optionType="button"
          options={(['image', 'swiper', 'video'] as const).map((value) => ({
            value,
            label: t(`home.kind.${value}`),
          }))}
        />
      </Form.Item>
      <Form.Item name={[...name, 'perLanguage']} label={t('home.languages')}>
        <Radio.Group
          options={[
            { value: false, label: t('home.sameForAll') },
            { value: true, label: t('home.perLanguage') },
          ]}
        />
      </Form.Item>
      {perLanguage ? (
        <Tabs
          size="small"
          items={LOCALES.map((locale) => {
            const missing = promo ? mediaOf(promo, locale).length === 0 : false;
            const language = t(`content.language.${locale}`);
            return {
              key: locale,
              label: (
                <Badge dot={missing} offset={[6, 0]}>
                  <span title={missing ? t('content.missingIn', { language }) : undefined}>
                    {language}
                  </span>
                </Badge>
              ),
              children: (
                <MediaInput name={name} kind={kind} slot={locale} label={`${label}, ${language}`} />
              ),
            };
          })}
        />
      ) : (
        <MediaInput name={name} kind={kind} slot="all" label={label} />
      )}
      {kind === 'video' ? (
        <>
          <Form.Item
            name={[...name, 'poster']}
            label={t('home.poster')}
            extra={t('home.posterHint')}
          >
            <PictureField />
          </Form.Item>
          <Alert type="info" showIcon message={t('home.videoTaps')} style={{ marginBottom: 16 }} />
        </>
      ) : (
        <>
          <Form.Item
            name={[...name, 'magnify']}
            label={t('home.magnify')}
            valuePropName="checked"
            extra={t('home.magnifyHint')}
          >
            <Switch />
          </Form.Item>
          {!promo?.magnify && <ActionFields name={[...name, 'action']} />}
        </>
      )}
    </div>
  );
}
