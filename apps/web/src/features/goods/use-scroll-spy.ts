import { useEffect } from 'react';

/** How far below the top of the window a section counts as the one being read (the header's foot). */
const READ_LINE_PX = 120;

/**
 * Tells which of the `selector` sections the visitor is reading as the window scrolls: the last
 * whose top has passed the reading line, or the last of all at the foot of the page.
 */
export function useScrollSpy(selector: string, onSection: (id: string) => void, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const sections = [...document.querySelectorAll<HTMLElement>(selector)];
      const atFoot =
        window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      let current = sections[0];
      for (const section of sections) {
        if (atFoot || section.getBoundingClientRect().top <= READ_LINE_PX) current = section;
      }
      if (current?.dataset.section) onSection(current.dataset.section);
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(check);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [selector, onSection, enabled]);
}
