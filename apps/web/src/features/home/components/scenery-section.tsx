import { SCENERY_CAROUSEL_AUTOPLAY_MS } from '@scenic/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SECTION_SIZES, Section } from '#web/components/section.tsx';
import { Slider } from '#web/components/slider.tsx';
import { UploadImg } from '#web/components/upload-img.tsx';
import { detailPath } from '#web/lib/jump.ts';

interface SceneryItem {
  id: number;
  cover: string;
}

/** Online scenery: a carousel with an "n / total" counter (3000 ms, no loop) and thumbnails. */
export function ScenerySection({ items }: { items: SceneryItem[] }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  if (items.length === 0) return null;
  return (
    <Section testId="home-scenery" title={t('home.scenery')} more="/scene/list">
      <div className="scenery">
        <Slider
          items={items}
          itemKey={(item) => item.id}
          index={current}
          onIndexChange={setCurrent}
          interval={SCENERY_CAROUSEL_AUTOPLAY_MS}
          loop={false}
          ratio="16 / 9"
          indicator={(index, total) => (
            <span className="scenery__counter" data-testid="scenery-counter">
              {index + 1} / {total}
            </span>
          )}
          renderItem={(item, index) => (
            <Link
              to={detailPath({ type: 'scenery', id: item.id }, 'index')}
              className="scenery__slide"
              draggable={false}
            >
              <UploadImg
                src={item.cover}
                sizes={SECTION_SIZES.full}
                naturalWidth={1080}
                alt={t('home.sceneryImage', { index: index + 1 })}
                width={1080}
                height={608}
                loading="lazy"
                decoding="async"
                draggable={false}
              />
            </Link>
          )}
        />
        <ul className="scenery__thumbs">
          {items.map((item, index) => (
            <li key={item.id}>
              <button
                type="button"
                className={
                  index === current ? 'scenery__thumb scenery__thumb--on' : 'scenery__thumb'
                }
                aria-label={t('home.sceneryImage', { index: index + 1 })}
                aria-current={index === current}
                onClick={() => setCurrent(index)}
              >
                <UploadImg
                  src={item.cover}
                  sizes="20vw"
                  naturalWidth={1080}
                  alt=""
                  width={160}
                  height={120}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
