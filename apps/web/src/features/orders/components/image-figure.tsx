import type { Order } from '@scenic/contracts';
import { UploadImg } from '#web/components/upload-img.tsx';

/** Image orders carry the scenery thumbnail as their cover, made at most this wide. */
const THUMB_WIDTH = 480;

/** An image order's picture, large and at a fixed 4:3 so nothing moves while it loads. */
export function ImageFigure({ order }: { order: Pick<Order, 'cover' | 'title'> }) {
  return (
    <div className="image-figure">
      {order.cover && (
        <UploadImg
          className="image-figure__img"
          src={order.cover}
          sizes="100vw"
          naturalWidth={THUMB_WIDTH}
          alt={order.title}
          decoding="async"
        />
      )}
    </div>
  );
}
