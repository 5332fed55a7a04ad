import '#web/components/commerce.css';
import './scenery.css';
import { ERRORS } from '@scenic/contracts';
import { useSearchParams } from 'react-router';
import { EmptyState } from '#web/components/empty-state.tsx';
import { openImageViewer } from '#web/components/image-viewer.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { UploadImg } from '#web/components/upload-img.tsx';
import { formatPrice } from '#web/lib/price.ts';
import { ApiError } from '#web/lib/request.ts';
import { useSceneryTexts } from '#web/lib/use-scenery-texts.ts';
import { useSceneryDetail } from './api/get-scenery-detail';
import { FavouriteButton } from './components/favourite-button';
import { PhotoIcon } from './components/heart-icon';
import { SceneryActionBar } from './components/scenery-action-bar';
import { formatOriginalSize } from './file-size';

/** Previews are made at most this wide (the server's PREVIEW_WIDTH). */
const PREVIEW_WIDTH = 1080;

function DetailSkeleton() {
  return (
    <div className="scenery-detail" aria-hidden="true">
      <Skeleton ratio="4 / 3" style={{ borderRadius: 0 }} />
      <div className="detail-card">
        <Skeleton style={{ height: 22, width: '70%' }} />
        <Skeleton style={{ height: 16, width: '50%', marginTop: 12 }} />
      </div>
    </div>
  );
}

/** One photograph: the watermarked preview, its original's size, favourite, and buy or download. */
export default function SceneryDetailPage() {
  const { t } = useSceneryTexts();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const detail = useSceneryDetail(id);

  const missing =
    id <= 0 || (detail.error instanceof ApiError && detail.error.code === ERRORS.notFound.code);
  if (missing) {
    return (
      <EmptyState
        icon={<PhotoIcon />}
        text={t('detail.notFound')}
        action={{ label: t('detail.seeAll'), to: '/scene/list' }}
      />
    );
  }
  if (detail.isError && !detail.data) return <LoadError onRetry={() => void detail.refetch()} />;
  if (detail.isPending) return <DetailSkeleton />;
  const photo = detail.data;
  const ratio = photo.width > 0 && photo.height > 0 ? `${photo.width} / ${photo.height}` : '4 / 3';

  return (
    <div className="scenery-detail with-action-bar">
      <button
        type="button"
        className="scenery-preview"
        style={{ aspectRatio: ratio }}
        onClick={() => void openImageViewer([photo.preview], 0, photo.title, t)}
      >
        <UploadImg
          src={photo.preview}
          sizes="100vw"
          naturalWidth={Math.min(PREVIEW_WIDTH, photo.width || PREVIEW_WIDTH)}
          alt={photo.title}
          width={photo.width || undefined}
          height={photo.height || undefined}
          decoding="async"
          data-testid="scenery-preview"
        />
        <span className="scenery-preview__hint">{t('detail.zoomHint')}</span>
      </button>

      <section className="detail-card scenery-detail__card">
        <div className="scenery-detail__head">
          <h1 className="scenery-detail__title">{photo.title}</h1>
          <FavouriteButton photo={photo} />
        </div>
        <p className="money money--large">{formatPrice(t, photo.price)}</p>
        <dl className="scenery-facts">
          <dt>{t('detail.original')}</dt>
          <dd>{formatOriginalSize(t, photo)}</dd>
        </dl>
        {photo.order?.status === 'completed' ? (
          <p className="scenery-detail__note scenery-detail__note--owned">
            {t('detail.ownedHint')}
          </p>
        ) : (
          <p className="scenery-detail__note">{t('detail.watermark')}</p>
        )}
      </section>

      <SceneryActionBar photo={photo} />
    </div>
  );
}
