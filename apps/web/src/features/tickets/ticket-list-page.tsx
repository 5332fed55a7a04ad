import '#web/components/commerce.css';
import './tickets.css';
import type { TicketListItem } from '@scenic/contracts';
import { Link } from 'react-router';
import { EmptyState } from '#web/components/empty-state.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { UploadImg } from '#web/components/upload-img.tsx';
import { formatPrice } from '#web/lib/price.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import { useTicketList } from './api/get-ticket-list';

/**
 * A ticket in the list. The first card's cover is the page's largest paint: asked for at once and
 * first; the others wait until they near the screen.
 */
function TicketCard({ ticket, first }: { ticket: TicketListItem; first: boolean }) {
  const { t } = useOrderTexts();
  return (
    <li>
      <Link className="ticket-card" to={`/ticket/detail?id=${ticket.id}`} data-testid="ticket-card">
        <UploadImg
          className="ticket-card__cover"
          src={ticket.cover}
          sizes="100vw"
          naturalWidth={1200}
          alt=""
          width={1080}
          height={540}
          priority={first}
          decoding="async"
        />
        <span className="ticket-card__body">
          <span className="ticket-card__name">{ticket.name}</span>
          {ticket.intro && <span className="ticket-card__intro">{ticket.intro}</span>}
          {ticket.tags.length > 0 && (
            <span className="tag-row">
              {ticket.tags.map((tag) => (
                <span key={tag} className="tag">
                  {tag}
                </span>
              ))}
            </span>
          )}
          <span className="ticket-card__foot">
            <span className="money">{formatPrice(t, ticket.price, true)}</span>
            <span className="ticket-card__cta" aria-hidden="true">
              {t('booking.bookNow')}
            </span>
          </span>
        </span>
      </Link>
    </li>
  );
}

function ListSkeleton() {
  return (
    <ul className="ticket-cards" aria-hidden="true">
      {[0, 1, 2].map((key) => (
        <li key={key} className="ticket-card ticket-card--loading">
          <Skeleton ratio="2 / 1" />
          <span className="ticket-card__body">
            <Skeleton style={{ height: 18, width: '70%' }} />
            <Skeleton style={{ height: 14, width: '90%' }} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Buy tickets: every ticket on sale, each opening its detail page. */
export default function TicketListPage() {
  const { t } = useOrderTexts();
  const tickets = useTicketList();

  return (
    <div className="tickets-page">
      <header className="tickets-hero">
        <h1>{t('tickets.listTitle')}</h1>
        <p>{t('tickets.listLead')}</p>
      </header>
      {tickets.isPending ? (
        <ListSkeleton />
      ) : tickets.isError ? (
        <LoadError onRetry={() => void tickets.refetch()} />
      ) : tickets.data.length === 0 ? (
        <EmptyState text={t('tickets.empty')} action={{ label: t('tickets.backHome'), to: '/' }} />
      ) : (
        <ul className="ticket-cards">
          {tickets.data.map((ticket, index) => (
            <TicketCard key={ticket.id} ticket={ticket} first={index === 0} />
          ))}
        </ul>
      )}
    </div>
  );
}
