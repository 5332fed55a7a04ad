import { Slider } from './slider';
import { UploadImg } from './upload-img';

interface PhotoGalleryProps {
  /** The block's class; its counter is `<className>__count`. */
  className: string;
  cover: string;
  /** The photos; the cover alone when there are none. */
  images: readonly string[];
  /** Width by height of every photo, e.g. "16 / 9". */
  ratio: string;
  width: number;
  height: number;
  /** The widest original the server keeps, for the responsive sources. */
  naturalWidth: number;
  /** What a screen reader hears for "n / total". */
  label: (position: number, total: number) => string;
}

/** Photos swiped one by one with an "n / total" counter; the first loads at once, the rest lazily. */
export function PhotoGallery({
  className,
  cover,
  images,
  ratio,
  width,
  height,
  naturalWidth,
  label,
}: PhotoGalleryProps) {
  const items = images.length ? images : [cover];
  return (
    <Slider
      className={className}
      items={items}
      itemKey={(src, index) => `${index}-${src}`}
      ratio={ratio}
      interval={0}
      indicator={(index, total) => (
        <span className={`${className}__count`}>
          <span aria-hidden="true">
            {index + 1} / {total}
          </span>
          <span className="visually-hidden">{label(index + 1, total)}</span>
        </span>
      )}
      renderItem={(src, index) => (
        <UploadImg
          src={src}
          sizes="100vw"
          naturalWidth={naturalWidth}
          alt=""
          width={width}
          height={height}
          priority={index === 0}
          decoding="async"
        />
      )}
    />
  );
}
