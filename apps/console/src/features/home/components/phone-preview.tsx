import { LinkOutlined, ZoomInOutlined } from '@ant-design/icons';
import { type Locale, PROMO_SWIPER_AUTOPLAY_MS, PROMO_SWIPER_DURATION_MS } from '@scenic/contracts';
import { Carousel, Image } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type HomeValues, mediaFor, type PromoValues } from '../home-form';

export type PreviewSection = 'map' | 'video' | 'attractions' | 'ticket' | 'experience' | 'goods';

/** What a tap does, in the staff member's language, shown over the picture. */
function tapLabel(promo: PromoValues, t: TFunction): string | null {
  if (promo.kind === 'video') return null;
  if (promo.magnify) return t('home.tapMagnifies');
  const { action } = promo;
  switch (action.actionType) {
    case 2:
      return `${t('content.action.2')}: ${action.url ?? ''}`;
    case 3:
      return action.section ? t(`content.kind.${action.section}`) : t('content.action.3');
    case 4:
      return action.target
        ? `${t(`content.kind.${action.target}`)} #${action.itemId ?? '?'}`
        : t('content.action.4');
    default:
      return null;
  }
}

/** One promo as the visitor's phone draws it: a picture, a swiper, or a muted playing video. */
function PreviewPromo({
  promo,
  locale,
  ratio,
  children,
}: {
  promo: PromoValues;
  locale: Locale;
  ratio: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const media = mediaFor(promo, locale);
  const label = tapLabel(promo, t);
  let body: ReactNode;
  if (media.length === 0) {
    body = (
      <div className="phone__empty" style={{ aspectRatio: ratio }}>
        {t('home.previewMissing')}
      </div>
    );
  } else if (promo.kind === 'video') {
    body = (
      <video
        key={media[0]}
        className="phone__media"
        style={{ aspectRatio: ratio }}
        src={media[0]}
        poster={promo.poster || undefined}
        muted
        autoPlay
        loop
        playsInline
        controls
      />
    );
  } else {
    const picture = (src: string) => (
      <Image
        className="phone__media"
        style={{ aspectRatio: ratio }}
        src={src}
        alt=""
        preview={promo.magnify ? { mask: <ZoomInOutlined /> } : false}
      />
    );
    body =
      promo.kind === 'swiper' && media.length > 1 ? (
        <Carousel
          autoplay
          autoplaySpeed={PROMO_SWIPER_AUTOPLAY_MS}
          speed={PROMO_SWIPER_DURATION_MS}
        >
          {media.map((src, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one picture may be in a swiper twice
            <div key={`${index}:${src}`}>{picture(src)}</div>
          ))}
        </Carousel>
      ) : (
        picture(media[0] ?? '')
      );
  }
  return (
    <div className="phone__card">
      {body}
      {children}
      {label && (
        <span className="phone__tap">
          {promo.magnify ? <ZoomInOutlined /> : <LinkOutlined />} {label}
        </span>
      )}
    </div>
  );
}

function Section({
  id,
  title,
  active,
  onPick,
  children,
}: {
  id: PreviewSection;
  title: string;
  active: boolean;
  onPick: (section: PreviewSection) => void;
  children: ReactNode;
}) {
  return (
    <section
      className={`phone__section${active ? ' phone__section--active' : ''}`}
      data-testid={`preview-${id}`}
      onClickCapture={(event) => {
        // A tap in the preview picks the section to edit; a magnified picture still opens.
        if (!(event.target as HTMLElement).closest('.ant-image')) onPick(id);
      }}
    >
      <h3 className="phone__title">{title}</h3>
      {children}
    </section>
  );
}

/**
 * The visitor home page's promo sections as a phone (about 360 px) would draw them, from the
 * form's values in `locale` — not from what is published — so staff see a change before it is.
 */
export function PhonePreview({
  values,
  locale,
  active,
  onPick,
}: {
  values: HomeValues;
  locale: Locale;
  active: PreviewSection;
  onPick: (section: PreviewSection) => void;
}) {
  const { i18n } = useTranslation();
  // Labels of the visitor's page in the preview's language, whatever the console's.
  const v = i18n.getFixedT(locale);
  const { str } = values;
  const attractions = str.attractions[locale] || v('home.preview.attractions');
  return (
    <div className="phone" data-testid="phone-preview" lang={locale}>
      <div className="phone__screen">
        <div className="phone__banner">{v('home.preview.banner')}</div>
        <Section id="map" title={v('home.preview.map')} active={active === 'map'} onPick={onPick}>
          <PreviewPromo promo={values.map} locale={locale} ratio="4 / 3" />
        </Section>
        <Section
          id="video"
          title={v('home.preview.video')}
          active={active === 'video'}
          onPick={onPick}
        >
          <PreviewPromo promo={values.video} locale={locale} ratio="16 / 9" />
        </Section>
        {values.attractions.length > 0 && (
          <Section
            id="attractions"
            title={attractions}
            active={active === 'attractions'}
            onPick={onPick}
          >
            <div className="phone__pairs">
              {values.attractions.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are drawn in the form's order
                <div key={index} className="phone__row">
                  <PreviewPromo promo={row.l} locale={locale} ratio="3 / 4" />
                  <PreviewPromo promo={row.r} locale={locale} ratio="3 / 4" />
                </div>
              ))}
            </div>
          </Section>
        )}
        <Section
          id="ticket"
          title={str.tickets[locale] || v('home.preview.tickets')}
          active={active === 'ticket'}
          onPick={onPick}
        >
          <div className="phone__row">
            {(['l', 'r'] as const).map((side) => (
              <PreviewPromo key={side} promo={values.ticket[side]} locale={locale} ratio="1 / 1">
                <span className="phone__book">{v('home.preview.bookNow')}</span>
              </PreviewPromo>
            ))}
          </div>
        </Section>
        <Section
          id="experience"
          title={str.step[locale] || v('home.preview.experience')}
          active={active === 'experience'}
          onPick={onPick}
        >
          <PreviewPromo promo={values.experience} locale={locale} ratio="16 / 9" />
        </Section>
        <Section
          id="goods"
          title={v('home.preview.goods')}
          active={active === 'goods'}
          onPick={onPick}
        >
          <PreviewPromo promo={values.goods} locale={locale} ratio="16 / 9" />
        </Section>
        <div className="phone__banner">{v('home.preview.lists')}</div>
      </div>
    </div>
  );
}
