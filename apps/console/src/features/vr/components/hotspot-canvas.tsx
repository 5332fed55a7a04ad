import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Angles, anglesToPoint, pointIn, pointToAngles } from '../panorama-point';

export interface CanvasHotspot extends Angles {
  label: string;
}

/**
 * The panorama shown flat, the whole equirectangular picture, with a marker per hotspot. A click
 * places a new hotspot there (or, while one is chosen, moves it there); a marker can be dragged.
 * The yaw and pitch follow the visitors' viewer (panorama-point.ts), so a hotspot shows to
 * visitors where staff put it.
 */
export function HotspotCanvas({
  panorama,
  hotspots,
  selected,
  onSelect,
  onAdd,
  onMove,
}: {
  panorama: string;
  hotspots: CanvasHotspot[];
  selected: number | null;
  onSelect: (index: number | null) => void;
  onAdd: (angles: Angles) => void;
  onMove: (index: number, angles: Angles) => void;
}) {
  const { t } = useTranslation();
  const surface = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const moved = useRef(false);

  const anglesAt = (clientX: number, clientY: number) => {
    const rect = surface.current?.getBoundingClientRect();
    return rect ? pointToAngles(pointIn(rect, clientX, clientY)) : null;
  };

  return (
    <div
      ref={surface}
      className={`vr-canvas${selected === null ? ' vr-canvas--add' : ' vr-canvas--move'}`}
      data-testid="vr-canvas"
      onClick={(event) => {
        if (event.target !== event.currentTarget && !(event.target as HTMLElement).dataset.surface)
          return;
        const angles = anglesAt(event.clientX, event.clientY);
        if (!angles) return;
        if (selected === null) onAdd(angles);
        else onMove(selected, angles);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onSelect(null);
      }}
      role="application"
      aria-label={t('vr.canvasLabel')}
    >
      <img
        src={panorama}
        alt=""
        draggable={false}
        data-surface="1"
        className="vr-canvas__picture"
      />
      <div className="vr-canvas__horizon" data-surface="1" aria-hidden="true" />
      <div className="vr-canvas__ahead" data-surface="1" aria-hidden="true" />
      {hotspots.map((spot, index) => {
        const point = anglesToPoint(spot);
        return (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: hotspots have no id; the order is theirs
            key={index}
            type="button"
            className={`vr-marker${selected === index ? ' vr-marker--on' : ''}${dragging === index ? ' vr-marker--drag' : ''}`}
            style={{ left: `${point.x * 100}%`, top: `${point.y * 100}%` }}
            data-testid="vr-marker"
            aria-pressed={selected === index}
            aria-label={t('vr.markerLabel', { n: index + 1, label: spot.label || '…' })}
            onPointerDown={(event) => {
              event.currentTarget.setPointerCapture(event.pointerId);
              moved.current = false;
              setDragging(index);
            }}
            onPointerMove={(event) => {
              if (dragging !== index) return;
              const angles = anglesAt(event.clientX, event.clientY);
              if (!angles) return;
              moved.current = true;
              onMove(index, angles);
            }}
            onPointerUp={() => setDragging(null)}
            onPointerCancel={() => setDragging(null)}
            onClick={(event) => {
              event.stopPropagation();
              if (moved.current) {
                moved.current = false;
                onSelect(index);
                return;
              }
              onSelect(selected === index ? null : index);
            }}
          >
            <span className="vr-marker__dot">{index + 1}</span>
            {spot.label && <span className="vr-marker__label">{spot.label}</span>}
          </button>
        );
      })}
    </div>
  );
}
