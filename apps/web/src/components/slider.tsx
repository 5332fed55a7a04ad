import './slider.css';
import { type ReactNode, useEffect, useRef, useState } from 'react';

interface SliderProps<T> {
  items: readonly T[];
  itemKey: (item: T, index: number) => string | number;
  renderItem: (item: T, index: number, active: boolean) => ReactNode;
  /** Autoplay interval in ms; 0 or one item: no autoplay. */
  interval: number;
  /** Slide transition in ms. */
  duration?: number;
  /** After the last slide, autoplay starts again from the first. */
  loop?: boolean;
  /** CSS aspect ratio of the frame, so the page never shifts when slides load. */
  ratio: string;
  /** White dots (default), or a custom indicator such as an "n / total" counter. */
  indicator?: (index: number, total: number) => ReactNode;
  index?: number;
  onIndexChange?: (index: number) => void;
  className?: string;
}

/** Pixels a finger must travel before a swipe changes the slide. */
const SWIPE_PX = 40;

/**
 * A small swipeable carousel with autoplay. The home page uses it instead of antd-mobile's Swiper,
 * whose animation and gesture libraries (about 25 KB gzipped) would break the home route's budget.
 */
export function Slider<T>({
  items,
  itemKey,
  renderItem,
  interval,
  duration = 400,
  loop = true,
  ratio,
  indicator,
  index: controlled,
  onIndexChange,
  className,
}: SliderProps<T>) {
  const [own, setOwn] = useState(0);
  const index = controlled ?? own;
  const [drag, setDrag] = useState<number | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const total = items.length;

  const go = (next: number) => {
    const bounded = loop ? (next + total) % total : Math.min(Math.max(next, 0), total - 1);
    setOwn(bounded);
    onIndexChange?.(bounded);
  };

  useEffect(() => {
    if (!interval || total < 2 || drag !== null) return;
    if (!loop && index >= total - 1) return;
    const timer = setTimeout(() => go(index + 1), interval);
    return () => clearTimeout(timer);
  });

  const onPointerDown = (event: React.PointerEvent) => {
    start.current = { x: event.clientX, y: event.clientY };
    swiped.current = false;
  };
  const onPointerMove = (event: React.PointerEvent) => {
    if (!start.current) return;
    const dx = event.clientX - start.current.x;
    if (drag === null && Math.abs(dx) < 8) return;
    setDrag(dx);
  };
  const onPointerEnd = () => {
    const moved = drag ?? 0;
    start.current = null;
    setDrag(null);
    if (Math.abs(moved) < SWIPE_PX) return;
    swiped.current = true;
    go(index + (moved < 0 ? 1 : -1));
  };

  const offset = drag === null ? '' : ` + ${drag}px`;
  return (
    <div
      className={`slider${className ? ` ${className}` : ''}`}
      style={{ aspectRatio: ratio }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onPointerLeave={() => drag !== null && onPointerEnd()}
      // A swipe ends over a slide: it must not count as a tap on it.
      onClickCapture={(event) => {
        if (swiped.current) {
          event.preventDefault();
          event.stopPropagation();
          swiped.current = false;
        }
      }}
    >
      <div
        className="slider__track"
        style={{
          transform: `translateX(calc(${-index * 100}%${offset}))`,
          transitionDuration: drag === null ? `${duration}ms` : '0ms',
        }}
      >
        {items.map((item, i) => (
          <div
            key={itemKey(item, i)}
            className="slider__slide"
            aria-hidden={i !== index}
            inert={i !== index}
          >
            {renderItem(item, i, i === index)}
          </div>
        ))}
      </div>
      {total > 1 &&
        (indicator ? (
          indicator(index, total)
        ) : (
          <div className="slider__dots" aria-hidden="true">
            {items.map((item, i) => (
              <span
                key={itemKey(item, i)}
                className={i === index ? 'slider__dot slider__dot--on' : 'slider__dot'}
              />
            ))}
          </div>
        ))}
    </div>
  );
}
