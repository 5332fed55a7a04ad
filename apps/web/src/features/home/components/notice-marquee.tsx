import { NOTICE_RETRY_MS } from '@scenic/contracts';
import { Fragment, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { whenLaidOut } from '#web/lib/when-laid-out.ts';
import { useNotices } from '../api/get-notices';

/** Pixels per second the notices move. */
const SPEED = 40;

/**
 * How many times the notices repeat in one half of the scrolling track, so the whole track (two
 * halves) is at least twice the container width; a single notice always repeats (SPEC §4).
 */
export function noticeCopies(textWidth: number, containerWidth: number, items: number): number {
  if (textWidth <= 0) return 1;
  const needed = Math.ceil(containerWidth / textWidth);
  return Math.max(needed, items === 1 ? 2 : 1);
}

function Marquee({ items }: { items: string[] }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const probe = useRef<HTMLSpanElement>(null);
  const [layout, setLayout] = useState<{ copies: number; width: number } | null>(null);
  const [paused, setPaused] = useState(false);

  useLayoutEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => {
      const containerWidth = box.current?.clientWidth ?? 0;
      const textWidth = probe.current?.scrollWidth ?? 0;
      // Hidden (a kept page, a tab in the background): try again until the container has a width.
      if (containerWidth === 0 || textWidth === 0) {
        timer = setTimeout(measure, NOTICE_RETRY_MS);
        return;
      }
      setLayout({
        copies: noticeCopies(textWidth, containerWidth, items.length),
        width: textWidth,
      });
    };
    const cancel = whenLaidOut(box.current, measure);
    return () => {
      cancel();
      clearTimeout(timer);
    };
  }, [items]);

  const sequence = items.map((text, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: notices may repeat word for word
    <span key={index} className="notice__item">
      {text}
    </span>
  ));
  const half = layout
    ? Array.from({ length: layout.copies }, (_, copy) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the copies are identical by design
        <Fragment key={copy}>{sequence}</Fragment>
      ))
    : [];
  return (
    <section className="notice" data-testid="home-notice" aria-label={t('home.notice')}>
      <svg className="notice__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M4 10v4h3l5 4V6L7 10z" fill="currentColor" />
        <path
          d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11"
          stroke="currentColor"
          strokeWidth="1.8"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      {/* Screen readers get the notices once, as a list; the moving copies are decoration. */}
      <ul className="visually-hidden">
        {items.map((text, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: notices may repeat word for word
          <li key={index}>{text}</li>
        ))}
      </ul>
      <div
        ref={box}
        className="notice__box"
        aria-hidden="true"
        onPointerDown={() => setPaused((value) => !value)}
      >
        <span ref={probe} className="notice__probe">
          {sequence}
        </span>
        {layout && (
          <div
            className="notice__track"
            data-running={!paused}
            style={{ animationDuration: `${(layout.width * layout.copies) / SPEED}s` }}
          >
            <span className="notice__half">{half}</span>
            <span className="notice__half">{half}</span>
          </div>
        )}
      </div>
    </section>
  );
}

export function NoticeMarquee() {
  const { data } = useNotices();
  if (!data || data.length === 0) return null;
  return <Marquee items={data} />;
}
