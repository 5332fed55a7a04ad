import './help.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '#web/components/load-error.tsx';
import { LongToken } from '#web/components/long-token.tsx';
import { Paragraphs } from '#web/components/paragraphs.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { ACCOUNT_NS } from '#web/lib/i18n.ts';
import { safeWebUrl } from '#web/lib/jump.ts';
import { useScenic } from '#web/lib/scenic.ts';
import { useHelp } from './api/get-help';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="info-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** /my/help, labelled "About us" (DESIGN §3.2): the park and the company behind it. */
export default function AboutUsPage() {
  const { t } = useTranslation(ACCOUNT_NS);
  const scenic = useScenic();
  const help = useHelp();
  const park = scenic.data;
  const company = help.data;
  const website = company?.url ? safeWebUrl(company.url) : null;

  return (
    <div className="help" data-testid="about-us">
      <section className="help-section about-park" aria-labelledby="park-title">
        {park ? (
          <>
            <div className="about-park__head">
              {park.logo && (
                <img className="about-park__logo" src={park.logo} alt="" width={64} height={64} />
              )}
              <h2 id="park-title" className="help-section__title">
                {park.name}
              </h2>
            </div>
            {park.intro && <Paragraphs text={park.intro} />}
            {park.openingHours && (
              <dl className="info-list">
                <Row label={t('help.openingHours')}>{park.openingHours}</Row>
                {park.address && <Row label={t('help.parkAddress')}>{park.address}</Row>}
              </dl>
            )}
          </>
        ) : scenic.isError ? (
          <LoadError onRetry={() => void scenic.refetch()} />
        ) : (
          <Skeleton ratio="16 / 9" />
        )}
      </section>
      <section className="help-section" aria-labelledby="company-title">
        <h2 id="company-title" className="help-section__title">
          {t('help.companyTitle')}
        </h2>
        {company && (
          <dl className="info-list" data-testid="company-info">
            {company.company && <Row label={t('help.company')}>{company.company}</Row>}
            {company.address && <Row label={t('help.address')}>{company.address}</Row>}
            {company.phone && (
              <Row label={t('help.phone')}>
                <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>{company.phone}</a>
              </Row>
            )}
            {company.email && (
              <Row label={t('help.email')}>
                <a href={`mailto:${company.email}`} data-testid="company-email">
                  <LongToken text={company.email} />
                </a>
              </Row>
            )}
            {company.url && (
              <Row label={t('help.website')}>
                {website ? (
                  <a href={website} target="_blank" rel="noopener noreferrer">
                    <LongToken text={company.url.replace(/^https?:\/\//, '')} />
                  </a>
                ) : (
                  <LongToken text={company.url} />
                )}
              </Row>
            )}
          </dl>
        )}
        {help.isPending && <Skeleton ratio="2 / 1" />}
        {help.isError && <LoadError onRetry={() => void help.refetch()} />}
      </section>
    </div>
  );
}
