import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatIcon } from '#web/components/icons.tsx';
import { safeWebUrl } from '#web/lib/jump.ts';
import { useScenic } from '#web/lib/scenic.ts';

/** The round button's size and its gap above the page's last line (CSS `.customer-service`). */
export const FLOATING_SIZE_PX = 52;
const GAP_PX = 8;

/**
 * Whether the round button may float: only where nothing is under it, that is where the page's
 * content ends above it (a short page, or the end of a long one, which keeps room for it).
 */
export function mayFloat(contentBottom: number, buttonBottom: number): boolean {
  return contentBottom + GAP_PX <= buttonBottom - FLOATING_SIZE_PX;
}

/** The bottom of the page's content as shown: its visible blocks, not its padding or min-height. */
function contentBottom(main: HTMLElement): number {
  let bottom = main.getBoundingClientRect().top;
  for (const child of main.children) {
    const rect = child.getBoundingClientRect();
    if (rect.height > 0) bottom = Math.max(bottom, rect.bottom);
  }
  return bottom;
}

/** Docks the button while page content passes under it; it floats again where the page is clear. */
function useDocked(button: RefObject<HTMLElement | null>, shown: boolean): boolean {
  const [docked, setDocked] = useState(true);
  useEffect(() => {
    const main = document.getElementById('main');
    if (!main || !shown) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const element = button.current;
      if (!element) return;
      setDocked(!mayFloat(contentBottom(main), element.getBoundingClientRect().bottom));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Content that loads after the page (lists, images, a page's own chunk) moves the page's end:
    // the page's blocks are watched for size changes, which are reported after layout, so the
    // check measures a page already laid out. Changes inside a block that keep its size (a
    // countdown's tick, a marquee) cost nothing.
    const measured = () => {
      cancelAnimationFrame(frame);
      check();
    };
    const sizes = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measured);
    const watchBlocks = () => {
      if (!sizes) return;
      sizes.disconnect();
      sizes.observe(main);
      for (const child of main.children) sizes.observe(child);
    };
    const blocks =
      typeof MutationObserver === 'undefined' ? undefined : new MutationObserver(watchBlocks);
    blocks?.observe(main, { childList: true });
    watchBlocks();
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      blocks?.disconnect();
      sizes?.disconnect();
    };
  }, [button, shown]);
  return docked;
}

/**
 * The floating button that opens the operator's external chat in a new tab (SPEC §1). It never
 * covers the page (docs/decisions/014): a small tab at the screen's edge while content is under it,
 * the round button where the page is clear; below every mask, sheet and dialog.
 */
export function CustomerService({ raised }: { raised: boolean }) {
  const { t } = useTranslation();
  const saved = useScenic().data?.serviceUrl;
  const url = saved ? safeWebUrl(saved) : null;
  const ref = useRef<HTMLAnchorElement>(null);
  const docked = useDocked(ref, !!url);
  if (!url) return null;
  return (
    <a
      ref={ref}
      className={`customer-service${raised ? ' customer-service--raised' : ''}`}
      data-docked={docked}
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('customerService')}
      data-testid="customer-service"
    >
      <ChatIcon />
    </a>
  );
}
