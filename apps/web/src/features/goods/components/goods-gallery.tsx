import { Slider } from '../../../components/slider';
import { UploadImg } from '../../../components/upload-img';
import { useGoodsTexts } from '../../../lib/use-goods-texts';

/** The good's photos, square, swiped one by one with an "n / total" counter. */
export function GoodsGallery({ cover, images }: { cover: string; images: readonly string[] }) {
  const { t } = useGoodsTexts();
  const items = images.length ? images : [cover];
  return (
    <Slider
      className="goods-gallery"
      items={items}
      itemKey={(src, index) => `${index}-${src}`}
      ratio="1 / 1"
      interval={0}
      indicator={(index, total) => (
        <span className="goods-gallery__count">
          <span aria-hidden="true">
            {index + 1} / {total}
          </span>
          <span className="visually-hidden">
            {t('detail.gallery', { index: index + 1, total })}
          </span>
        </span>
      )}
      renderItem={(src, index) => (
        <UploadImg
          src={src}
          sizes="100vw"
          naturalWidth={1200}
          alt=""
          width={1080}
          height={1080}
          loading={index === 0 ? 'eager' : 'lazy'}
          decoding="async"
        />
      )}
    />
  );
}
