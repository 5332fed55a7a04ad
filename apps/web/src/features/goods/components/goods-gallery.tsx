import { PhotoGallery } from '#web/components/photo-gallery.tsx';
import { useGoodsTexts } from '#web/lib/use-goods-texts.ts';

/** The good's photos, square, swiped one by one with an "n / total" counter. */
export function GoodsGallery({ cover, images }: { cover: string; images: readonly string[] }) {
  const { t } = useGoodsTexts();
  return (
    <PhotoGallery
      className="goods-gallery"
      cover={cover}
      images={images}
      ratio="1 / 1"
      width={1080}
      height={1080}
      naturalWidth={1200}
      label={(index, total) => t('detail.gallery', { index, total })}
    />
  );
}
