import { BANNER_AUTOPLAY_MS, BANNER_PICTURE, type Banner, type BannerKey } from '@scenic/contracts';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '#web/components/skeleton.tsx';
import { Slider } from '#web/components/slider.tsx';
import { UploadImg } from '#web/components/upload-img.tsx';
import { useJump } from '#web/components/use-jump.ts';
import { bannerJump } from '#web/lib/jump.ts';
import { useBanners } from '../api/get-banners';

/** A banner is an object with a cover, or just an image address (SPEC §2). */
export type BannerItem = Banner | string;

function BannerSlide({
  item,
  index,
  total,
  first,
}: {
  item: BannerItem;
  index: number;
  total: number;
  /** The top slot's first picture is the page's largest paint; the mid-page slot's never is. */
  first: boolean;
}) {
  const { t } = useTranslation();
  const jump = useJump();
  const banner = typeof item === 'string' ? null : item;
  const src = banner ? banner.cover : (item as string);
  const alt = banner?.title || t('home.bannerItem', { index: index + 1, total });
  const target = banner ? bannerJump(banner.type, banner.content) : { kind: 'none' as const };
  const image = (
    <UploadImg
      className="banner__image"
      src={src}
      sizes="100vw"
      naturalWidth={BANNER_PICTURE.width}
      alt={alt}
      width={BANNER_PICTURE.width}
      height={BANNER_PICTURE.height}
      decoding="async"
      priority={first && index === 0}
      draggable={false}
    />
  );
  return target.kind === 'none' ? (
    image
  ) : (
    <button type="button" className="banner__tap" onClick={() => jump(target)}>
      {image}
    </button>
  );
}

/**
 * A banner slot: `home` at the top of the page (a calm block while it loads), `homeCenter` in the
 * middle, shown only when the operator has published banners for it.
 */
export function BannerCarousel({ slot = 'home' }: { slot?: BannerKey }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useBanners(slot);
  if (slot !== 'home' && (isPending || isError || data.length === 0)) return null;
  if (isPending || isError || data.length === 0) {
    // A banner that failed shows the same calm block; the sections below carry the retry.
    return (
      <div className="banner" data-testid="home-banner" aria-busy={isPending}>
        <Skeleton ratio="16 / 9" />
        {isError && (
          <button type="button" className="banner__retry" onClick={() => void refetch()}>
            {t('home.retry')}
          </button>
        )}
      </div>
    );
  }
  return (
    <section
      className={`banner banner--${slot}`}
      data-testid={slot === 'home' ? 'home-banner' : undefined}
      aria-label={t(slot === 'home' ? 'home.banner' : 'home.bannerCenter')}
    >
      <Slider<BannerItem>
        items={data}
        itemKey={(item) => (typeof item === 'string' ? item : item.id)}
        renderItem={(item, index) => (
          <BannerSlide item={item} index={index} total={data.length} first={slot === 'home'} />
        )}
        interval={BANNER_AUTOPLAY_MS}
        loop
        ratio="16 / 9"
      />
    </section>
  );
}
