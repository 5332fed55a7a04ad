import '#web/components/commerce.css';
import './tickets.css';
import { useSearchParams } from 'react-router';
import { EmptyState } from '#web/components/empty-state.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { Paragraphs } from '#web/components/paragraphs.tsx';
import { PhotoGallery } from '#web/components/photo-gallery.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { formatPrice } from '#web/lib/price.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import { useTicketInfo } from './api/get-ticket-info';
import { BookingForm } from './components/booking-form';

function DetailSkeleton() {
  return (
    <div className="ticket-detail" aria-hidden="true">
      <Skeleton ratio="16 / 9" style={{ borderRadius: 0 }} />
      <div className="detail-card">
        <Skeleton style={{ height: 22, width: '70%' }} />
        <Skeleton style={{ height: 16, width: '40%', marginTop: 12 }} />
      </div>
      <div className="detail-card">
        <Skeleton style={{ height: 72 }} />
      </div>
    </div>
  );
}

/** Ticket detail: photos, what the ticket includes, and booking it for a date. */
export default function TicketDetailPage() {
  const { t } = useOrderTexts();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const info = useTicketInfo(id);

  if (id <= 0 || (info.isError && !info.data)) {
    return id > 0 ? (
      <LoadError onRetry={() => void info.refetch()} />
    ) : (
      <EmptyState
        text={t('tickets.notFound')}
        action={{ label: t('tickets.seeTickets'), to: '/ticket' }}
      />
    );
  }
  if (info.isPending) return <DetailSkeleton />;
  const ticket = info.data;

  return (
    <div className="ticket-detail with-action-bar">
      <PhotoGallery
        className="ticket-gallery"
        cover={ticket.cover}
        images={ticket.images}
        ratio="16 / 9"
        width={1080}
        height={608}
        naturalWidth={1600}
        label={(index, total) => t('tickets.gallery', { index, total })}
      />
      <section className="detail-card detail-card--title">
        <h1 className="ticket-detail__name">{ticket.name}</h1>
        <p className="money money--large">{formatPrice(t, ticket.price, true)}</p>
        {ticket.intro && <p className="ticket-detail__intro">{ticket.intro}</p>}
      </section>

      <BookingForm key={ticket.id} ticket={ticket} />

      {ticket.description && (
        <section className="detail-card" aria-labelledby="ticket-about">
          <h2 id="ticket-about" className="detail-card__title">
            {t('tickets.about')}
          </h2>
          <Paragraphs text={ticket.description} className="detail-text" />
        </section>
      )}
      {ticket.notes.length > 0 && (
        <section className="detail-card" aria-labelledby="ticket-notes">
          <h2 id="ticket-notes" className="detail-card__title">
            {t('tickets.notes')}
          </h2>
          <ul className="notes-list">
            {ticket.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
