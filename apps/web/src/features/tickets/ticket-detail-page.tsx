import '../../components/commerce.css';
import './tickets.css';
import { senToRm, type TicketDay, type TicketInfo } from '@scenic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type DayChip, DayStrip } from '../../components/day-strip';
import { LoadError } from '../../components/load-error';
import { Paragraphs } from '../../components/paragraphs';
import { Skeleton } from '../../components/skeleton';
import { Slider } from '../../components/slider';
import { UploadImg } from '../../components/upload-img';
import { formatVisitDate } from '../../lib/date-format';
import { openPayment } from '../../lib/payment';
import { formatPrice } from '../../lib/price';
import { useSession } from '../../lib/session';
import { LOGIN_REDIRECT_KEY } from '../../lib/storage';
import { showToast } from '../../lib/toast';
import { useLocale } from '../../lib/use-locale';
import { useOrderTexts } from '../../lib/use-order-texts';
import { createTicketOrder } from './api/create-ticket-order';
import { useTicketInfo } from './api/get-ticket-info';
import {
  clampQuantities,
  countTickets,
  dayPriceSen,
  dayStateKey,
  isBookable,
  missingChoice,
  placesLeft,
  type Quantities,
  totalSen,
} from './booking';
import { type BookingDraft, clearDraft, readDraft, saveDraft } from './booking-draft';
import { BuyBar } from './components/buy-bar';
import { CalendarIcon } from './components/calendar-icon';
import { SlotPicker } from './components/slot-picker';
import { VariantList } from './components/variant-list';

const CalendarSheet = lazy(() => import('../../components/calendar-sheet'));

function useDayChips(ticket: TicketInfo | undefined): DayChip[] {
  const { t } = useOrderTexts();
  return useMemo(
    () =>
      (ticket?.days ?? []).map((day) => {
        const state = dayStateKey(day.state);
        const from = dayPriceSen(day, ticket?.variants ?? []);
        const bookable = isBookable(day);
        return {
          date: day.date,
          disabled: !bookable,
          note: state
            ? t(`booking.${state}`)
            : from === null
              ? ''
              : formatPrice(t, senToRm(from)).replace(/\.00$/, ''),
          ...(state === 'few'
            ? { tone: 'few' as const }
            : bookable
              ? {}
              : { tone: 'off' as const }),
        };
      }),
    [ticket, t],
  );
}

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

/** The booking form: date, slot and tickets, and the order it places. */
function Booking({ ticket }: { ticket: TicketInfo }) {
  const { t } = useOrderTexts();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { token } = useSession();
  const [initial] = useState<BookingDraft | null>(() => readDraft(ticket.id));
  useEffect(() => clearDraft(ticket.id), [ticket.id]);
  const [date, setDate] = useState<string | null>(initial?.date ?? null);
  const [slotId, setSlotId] = useState<number | null>(initial?.slotId ?? null);
  const [quantities, setQuantities] = useState<Quantities>(initial?.quantities ?? {});
  const [asked, setAsked] = useState<string | null>(null);
  // The month calendar loads the first time it is opened.
  const [calendar, setCalendar] = useState<'unused' | 'open' | 'closed'>('unused');
  const sections = useRef<Record<string, HTMLElement | null>>({});
  const chips = useDayChips(ticket);

  const day: TicketDay | undefined = ticket.days.find(
    (candidate) => candidate.date === date && isBookable(candidate),
  );
  const hasSlots = ticket.slots.length > 0;
  const places = placesLeft(day, hasSlots ? slotId : null);
  const count = countTickets(quantities);

  const order = useMutation({
    mutationFn: createTicketOrder,
    onSuccess: async (payment) => {
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
      openPayment(payment.payUrl);
    },
    // The request client showed why; places may have changed meanwhile.
    onError: () => void queryClient.invalidateQueries({ queryKey: ['tickets', 'info', ticket.id] }),
  });

  const chooseDate = (next: string) => {
    const nextDay = ticket.days.find((candidate) => candidate.date === next);
    const slotStill = slotId !== null && (nextDay?.slots[String(slotId)] ?? 0) > 0;
    const nextSlot = slotStill ? slotId : null;
    setDate(next);
    setSlotId(nextSlot);
    setQuantities((current) =>
      clampQuantities(current, placesLeft(nextDay, hasSlots ? nextSlot : null)),
    );
    setAsked(null);
  };

  const chooseSlot = (next: number) => {
    setSlotId(next);
    setQuantities((current) => clampQuantities(current, placesLeft(day, next)));
    setAsked(null);
  };

  const buy = () => {
    const missing = missingChoice({ day, hasSlots, slotId, quantities });
    if (missing) {
      setAsked(missing);
      showToast(t(`booking.${missing}`));
      sections.current[missing]?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
      return;
    }
    if (!day) return;
    if (!token) {
      const back = `/ticket/detail?id=${ticket.id}`;
      saveDraft(ticket.id, { date, slotId, quantities });
      sessionStorage.setItem(LOGIN_REDIRECT_KEY, back);
      navigate('/login', { state: { from: back } });
      return;
    }
    order.mutate({
      ticketId: ticket.id,
      date: day.date,
      ...(hasSlots && slotId !== null ? { slotId } : {}),
      items: ticket.variants
        .filter((variant) => (quantities[variant.id] ?? 0) > 0)
        .map((variant) => ({ variantId: variant.id, quantity: quantities[variant.id] ?? 0 })),
    });
  };

  return (
    <>
      <section
        className={`detail-card${asked === 'chooseDate' ? ' detail-card--ask' : ''}`}
        aria-labelledby="booking-date"
        ref={(node) => {
          sections.current.chooseDate = node;
        }}
      >
        <div className="detail-card__head">
          <h2 id="booking-date">{t('booking.date')}</h2>
          <button
            type="button"
            className="calendar-link"
            onClick={() => setCalendar('open')}
            data-testid="ticket-calendar-open"
          >
            <CalendarIcon />
            {t('booking.allDates')}
          </button>
        </div>
        <p
          className={`booking-chosen ${day ? 'booking-chosen--on' : ''}`}
          data-testid="ticket-date-chosen"
        >
          {day ? formatVisitDate(day.date, locale) : t('booking.chooseDate')}
        </p>
        <DayStrip
          days={chips}
          selected={day ? day.date : null}
          onSelect={chooseDate}
          locale={locale}
          label={t('booking.date')}
          testIdPrefix="ticket-date"
        />
      </section>

      <Suspense fallback={null}>
        {calendar !== 'unused' && (
          <CalendarSheet
            days={chips}
            selected={day ? day.date : null}
            visible={calendar === 'open'}
            title={t('booking.date')}
            confirmText={t('booking.confirmDate')}
            locale={locale}
            onSelect={(next) => {
              chooseDate(next);
              setCalendar('closed');
            }}
            onClose={() => setCalendar('closed')}
          />
        )}
      </Suspense>

      {hasSlots && (
        <section
          className={`detail-card${asked === 'chooseSlot' ? ' detail-card--ask' : ''}`}
          aria-labelledby="booking-slot"
          ref={(node) => {
            sections.current.chooseSlot = node;
          }}
        >
          <div className="detail-card__head">
            <h2 id="booking-slot">{t('booking.slot')}</h2>
            {!day && <span className="detail-card__hint">{t('booking.chooseDate')}</span>}
          </div>
          <SlotPicker slots={ticket.slots} day={day} selected={slotId} onSelect={chooseSlot} />
        </section>
      )}

      <section
        className={`detail-card${asked === 'chooseTickets' ? ' detail-card--ask' : ''}`}
        aria-labelledby="booking-tickets"
        ref={(node) => {
          sections.current.chooseTickets = node;
        }}
      >
        <div className="detail-card__head">
          <h2 id="booking-tickets">{t('booking.tickets')}</h2>
          {!day && <span className="detail-card__hint">{t('booking.chooseDate')}</span>}
          {day && places > 0 && places <= 20 && (
            <span className="detail-card__hint detail-card__hint--warn">
              {t('booking.left', { count: places })}
            </span>
          )}
        </div>
        <VariantList
          variants={ticket.variants}
          day={day}
          quantities={quantities}
          places={places}
          onChange={(variantId, quantity) =>
            setQuantities((current) => ({ ...current, [variantId]: quantity }))
          }
        />
      </section>

      <BuyBar
        total={count > 0 ? senToRm(totalSen(day, ticket.variants, quantities)) : null}
        fromPrice={ticket.price}
        busy={order.isPending || order.isSuccess}
        onBuy={buy}
      />
    </>
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
      <div className="empty-state">
        <p>{t('tickets.notFound')}</p>
        <Link className="button button--primary" to="/ticket">
          {t('tickets.seeTickets')}
        </Link>
      </div>
    );
  }
  if (info.isPending) return <DetailSkeleton />;
  const ticket = info.data;
  const images = ticket.images.length ? ticket.images : [ticket.cover];

  return (
    <div className="ticket-detail with-action-bar">
      <Slider
        className="ticket-gallery"
        items={images}
        itemKey={(src, index) => `${index}-${src}`}
        ratio="16 / 9"
        interval={0}
        indicator={(index, total) => (
          <span className="ticket-gallery__count">
            <span aria-hidden="true">
              {index + 1} / {total}
            </span>
            <span className="visually-hidden">
              {t('tickets.gallery', { index: index + 1, total })}
            </span>
          </span>
        )}
        renderItem={(src, index) => (
          <UploadImg
            src={src}
            sizes="100vw"
            naturalWidth={1600}
            alt=""
            width={1080}
            height={608}
            loading={index === 0 ? 'eager' : 'lazy'}
            decoding="async"
          />
        )}
      />
      <section className="detail-card detail-card--title">
        <h1 className="ticket-detail__name">{ticket.name}</h1>
        <p className="money money--large">{formatPrice(t, ticket.price, true)}</p>
        {ticket.intro && <p className="ticket-detail__intro">{ticket.intro}</p>}
      </section>

      <Booking key={ticket.id} ticket={ticket} />

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
