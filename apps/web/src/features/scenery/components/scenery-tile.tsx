import type { SceneryItem } from '@scenic/contracts';
import { useRef } from 'react';
import { Link } from 'react-router';
import { UploadImg } from '#web/components/upload-img.tsx';
import { formatPrice } from '#web/lib/price.ts';
import { useNearViewport } from '#web/lib/use-near-viewport.ts';
import { useSceneryTexts } from '#web/lib/use-scenery-texts.ts';
import { HeartIcon } from './heart-icon';

/** Thumbnails are made at most this wide (the server's THUMB_WIDTH). */
const THUMB_WIDTH = 480;

/** The tile's picture keeps the photograph's own shape, within sensible bounds for a grid. */
export function tileRatio(width: number, height: number): string {
  if (width <= 0 || height <= 0) return '4 / 3';
  const ratio = Math.min(Math.max(width / height, 0.75), 1.78);
  return `${Math.round(ratio * 1000)} / 1000`;
}

/** One photograph of the grid: thumbnail, title, price and whether it is a favourite. */
export function SceneryTile({ item }: { item: SceneryItem }) {
  const { t } = useSceneryTexts();
  const ratio = tileRatio(item.width, item.height);
  const frame = useRef<HTMLSpanElement>(null);
  // The grid fetches thumbnails a screen at a time, not the whole page of them.
  const near = useNearViewport(frame);
  return (
    <li>
      <Link
        className="scenery-tile"
        to={`/scene/detail?id=${item.id}`}
        data-testid="scenery-tile"
        data-id={item.id}
      >
        <span className="scenery-tile__frame" style={{ aspectRatio: ratio }} ref={frame}>
          {near && (
            <UploadImg
              className="scenery-tile__img"
              src={item.thumb}
              sizes="50vw"
              naturalWidth={Math.min(THUMB_WIDTH, item.width || THUMB_WIDTH)}
              alt=""
              width={item.width || 4}
              height={item.height || 3}
              loading="lazy"
              decoding="async"
            />
          )}
          {item.collected && (
            <span className="scenery-tile__heart" title={t('list.favourited')}>
              <HeartIcon filled />
              <span className="visually-hidden">{t('list.favourited')}</span>
            </span>
          )}
        </span>
        <span className="scenery-tile__body">
          <span className="scenery-tile__title">{item.title}</span>
          <span className="money">{formatPrice(t, item.price)}</span>
        </span>
      </Link>
    </li>
  );
}
