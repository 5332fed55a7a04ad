import './help.css';
import { useTranslation } from 'react-i18next';
import { LoadError } from '#web/components/load-error.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { ACCOUNT_NS } from '#web/lib/i18n.ts';
import { useHelp } from './api/get-help';
import { ContactForm } from './components/contact-form';
import { FaqList } from './components/faq-list';

/** /about, labelled "Help centre" (DESIGN §3.2): frequent questions and the contact form. */
export default function HelpCentrePage() {
  const { t } = useTranslation(ACCOUNT_NS);
  const help = useHelp();
  return (
    <div className="help">
      <section className="help-section" aria-labelledby="faq-title">
        <h2 id="faq-title" className="help-section__title">
          {t('help.faqTitle')}
        </h2>
        {help.data && <FaqList faq={help.data.faq} />}
        {help.isPending && <Skeleton ratio="16 / 9" />}
        {help.isError && <LoadError onRetry={() => void help.refetch()} />}
      </section>
      <section className="help-section">
        <ContactForm />
      </section>
    </div>
  );
}
