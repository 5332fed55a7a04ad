import type { HomeImages } from '@scenic/contracts';
import { useTranslation } from 'react-i18next';
import { Section } from '#web/components/section.tsx';
import { PromoMedia } from './promo-media';

/** Map, video, attractions, the two "Book Now" tiles, the experience steps and the goods image. */
export function HomePromos({ images }: { images: HomeImages }) {
  const { t } = useTranslation();
  const { str } = images;
  return (
    <>
      <Section testId="home-map" title={t('home.map')}>
        <div className="card-media">
          <PromoMedia
            promo={images.map}
            title={t('home.map')}
            ratio="4 / 3"
            width={1080}
            height={810}
          />
        </div>
      </Section>
      <Section testId="home-video" title={t('home.video')}>
        <div className="card-media">
          <PromoMedia
            promo={images.video}
            title={t('home.video')}
            ratio="16 / 9"
            width={1080}
            height={608}
          />
        </div>
      </Section>
      {images.attractions.length > 0 && (
        <Section testId="home-attractions" title={str.attractions || t('home.attractions')}>
          <div className="pairs">
            {images.attractions.map((pair, row) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id and never reorder
              <div key={row} className="pairs__row">
                {(['l', 'r'] as const).map((side, column) => (
                  <div key={side} className="card-media">
                    <PromoMedia
                      promo={pair[side]}
                      title={`${str.attractions || t('home.attractions')} ${row * 2 + column + 1}`}
                      ratio="3 / 4"
                      width={510}
                      height={680}
                    />
                  </div>
                ))}
              </div>
            ))}
          </div>
        </Section>
      )}
      <Section testId="home-book-now" title={str.tickets || t('home.tickets')}>
        <div className="pairs__row">
          {(['l', 'r'] as const).map((side, column) => (
            <div key={side} className="card-media book-tile">
              <PromoMedia
                promo={images.ticket[side]}
                title={`${t('home.bookNow')} ${column + 1}`}
                ratio="1 / 1"
                width={510}
                height={510}
              />
              <span className="book-tile__label" aria-hidden="true">
                {t('home.bookNow')}
              </span>
            </div>
          ))}
        </div>
      </Section>
      <Section testId="home-experience" title={str.step || t('home.experience')}>
        <div className="card-media">
          <PromoMedia
            promo={images.experience}
            title={str.step || t('home.experience')}
            ratio="16 / 9"
            width={1080}
            height={608}
          />
        </div>
      </Section>
      <Section testId="home-goods" title={t('home.goods')}>
        <div className="card-media">
          <PromoMedia
            promo={images.goods}
            title={t('home.goods')}
            ratio="16 / 9"
            width={1080}
            height={608}
          />
        </div>
      </Section>
    </>
  );
}
