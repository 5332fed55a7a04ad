import { PROMO_SWIPER_AUTOPLAY_MS, PROMO_SWIPER_DURATION_MS, type Promo } from '@scenic/contracts';
import { useTranslation } from 'react-i18next';
import { AutoplayVideo } from '#web/components/autoplay-video.tsx';
import { openImageViewer } from '#web/components/image-viewer.ts';
import { SECTION_SIZES } from '#web/components/section.tsx';
import { Slider } from '#web/components/slider.tsx';
import { UploadImg } from '#web/components/upload-img.tsx';
import { useJump } from '#web/components/use-jump.ts';
import { promoJump } from '#web/lib/jump.ts';
import { promoSources } from '#web/lib/media.ts';
import { useLocale } from '#web/lib/use-locale.ts';

interface PromoMediaProps {
  /** The server's demo data may give a video a poster frame. */
  promo: Promo & { poster?: string };
  /** Names the picture for screen readers. */
  title: string;
  /** CSS aspect ratio of the slot, e.g. "4 / 3"; the media fills it without shifting the page. */
  ratio: string;
  /** Intrinsic size hints for the browser, matching the ratio. */
  width: number;
  height: number;
}

/**
 * One promo object (SPEC §2 "Promo media"): a video (viewType 1), a swiper (multiple > 0) or an
 * image; a tap magnifies it (magnify 1) or jumps by jumpType.
 */
export function PromoMedia({ promo, title, ratio, width, height }: PromoMediaProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const jump = useJump();
  const sources = promoSources(promo, locale);
  if (sources.length === 0) return null;

  if (promo.viewType === 1) {
    return (
      <AutoplayVideo
        src={sources[0] ?? ''}
        poster={promo.poster}
        label={title}
        ratio={ratio}
        width={width}
        height={height}
      />
    );
  }

  const target = promoJump(promo);
  const onTap =
    promo.magnify === 1
      ? (index: number) => void openImageViewer(sources, index, title, t)
      : target.kind !== 'none'
        ? () => jump(target)
        : undefined;
  const tapLabel = promo.magnify === 1 ? t('home.viewImage', { title }) : title;

  const picture = (src: string, index: number, alt: string) => {
    const image = (
      <UploadImg
        className="media"
        style={{ aspectRatio: ratio }}
        src={src}
        sizes={width > 600 ? SECTION_SIZES.full : SECTION_SIZES.half}
        naturalWidth={width}
        alt={onTap ? '' : alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        draggable={false}
      />
    );
    if (!onTap) return image;
    return (
      <button
        type="button"
        className="media__tap"
        aria-label={tapLabel}
        onClick={() => onTap(index)}
      >
        {image}
      </button>
    );
  };

  if (promo.multiple > 0 && sources.length > 1) {
    return (
      <Slider
        items={sources}
        itemKey={(src, index) => `${index}:${src}`}
        renderItem={(src, index) =>
          picture(src, index, t('home.promoImage', { title, index: index + 1 }))
        }
        interval={PROMO_SWIPER_AUTOPLAY_MS}
        duration={PROMO_SWIPER_DURATION_MS}
        ratio={ratio}
      />
    );
  }
  return picture(sources[0] ?? '', 0, title);
}
