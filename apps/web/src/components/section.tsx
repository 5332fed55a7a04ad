import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from './icons';

/**
 * How wide a picture inside a section shows, for `sizes`: a section leaves 0.72rem (1rem is
 * 1/10.8 of the screen's width) on each side, so its full width is 87% of the screen's, and a
 * picture of a pair 43%. A phone then fetches the width it shows, not the next one up.
 */
export const SECTION_SIZES = { full: '87vw', half: '43vw' } as const;

interface SectionProps {
  testId: string;
  title?: string | undefined;
  /** Where "View More" leads, if the section has one. */
  more?: string;
  children: ReactNode;
  className?: string;
}

/** A home section: a title, an optional "View More" link and its content. */
export function Section({ testId, title, more, children, className }: SectionProps) {
  const { t } = useTranslation();
  const headingId = `${testId}-title`;
  return (
    <section
      className={`home-section${className ? ` ${className}` : ''}`}
      data-testid={testId}
      aria-labelledby={title ? headingId : undefined}
    >
      {(title || more) && (
        <div className="home-section__head">
          {title && (
            <h2 id={headingId} className="home-section__title">
              {title}
            </h2>
          )}
          {more && (
            <Link
              to={more}
              className="home-section__more"
              aria-label={title ? t('home.viewMoreOf', { section: title }) : undefined}
            >
              {t('home.viewMore')}
              <ChevronRightIcon />
            </Link>
          )}
        </div>
      )}
      {children}
    </section>
  );
}
