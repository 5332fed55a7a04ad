import type { CreateTicketOrderBody, TicketDay, TicketInfo } from '@scenic/contracts';
import { senToRm } from '@scenic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { GiftCardField } from '#web/components/gift-card-field.tsx';
import { PromoCodeField } from '#web/components/promo-code-field.tsx';
import { queryKeys } from '#web/lib/query-keys.ts';
import { useSession } from '#web/lib/session.ts';
import { LOGIN_REDIRECT_KEY } from '#web/lib/storage.ts';
import { showToast } from '#web/lib/toast.ts';
import { useGiftCard } from '#web/lib/use-gift-card.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import { usePayNewOrder } from '#web/lib/use-pay-new-order.ts';
import { usePromoCode } from '#web/lib/use-promo-code.ts';
import { useWaitingOrderPrompt } from '#web/lib/waiting-order.ts';
import { createTicketOrder } from '../api/create-ticket-order';
import { previewTicketOrder } from '../api/preview-ticket-order';
import {
  clampQuantities,
  countTickets,
  isBookable,
  missingChoice,
  placesLeft,
  type Quantities,
  totalSen,
} from '../booking';
import { type BookingDraft, clearDraft, readDraft, saveDraft } from '../booking-draft';
import { BuyBar } from './buy-bar';
import { DateSection } from './date-section';
import { SlotPicker } from './slot-picker';
import { useDayChips } from './use-day-chips';
import { VariantList } from './variant-list';

/**
 * What the gate will check for the types chosen ("Bring your MyKad: it is checked at the gate"),
 * said before the visitor pays, once per card.
 */
function CardsToBring({
  variants,
  quantities,
}: {
  variants: TicketInfo['variants'];
  quantities: Quantities;
}) {
  const { t } = useOrderTexts();
  const cards = [
    ...new Set(
      variants.flatMap((variant) =>
        variant.check && (quantities[variant.id] ?? 0) > 0 ? [variant.check] : [],
      ),
    ),
  ];
  if (cards.length === 0) return null;
  return (
    <ul className="cards-to-bring" aria-label={t('booking.cardsToBring')}>
      {cards.map((card) => (
        <li key={card}>{t('booking.bringCard', { check: card })}</li>
      ))}
    </ul>
  );
}

/** The booking form: date, slot and tickets, and the order it places. */
export function BookingForm({ ticket }: { ticket: TicketInfo }) {
  const { t } = useOrderTexts();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { token } = useSession();
  const [initial] = useState<BookingDraft | null>(() => readDraft(ticket.id));
  useEffect(() => clearDraft(ticket.id), [ticket.id]);
  const [date, setDate] = useState<string | null>(initial?.date ?? null);
  const [slotId, setSlotId] = useState<number | null>(initial?.slotId ?? null);
  const [quantities, setQuantities] = useState<Quantities>(initial?.quantities ?? {});
  const [asked, setAsked] = useState<string | null>(null);
  const sections = useRef<Record<string, HTMLElement | null>>({});
  const chips = useDayChips(ticket);

  const day: TicketDay | undefined = ticket.days.find(
    (candidate) => candidate.date === date && isBookable(candidate),
  );
  const hasSlots = ticket.slots.length > 0;
  const places = placesLeft(day, hasSlots ? slotId : null);
  const count = countTickets(quantities);
  // The order as it would be placed, once everything is chosen; a promotion code prices this.
  const basket: CreateTicketOrderBody | null =
    day && !missingChoice({ day, hasSlots, slotId, quantities })
      ? {
          ticketId: ticket.id,
          date: day.date,
          ...(hasSlots && slotId !== null ? { slotId } : {}),
          items: ticket.variants
            .filter((variant) => (quantities[variant.id] ?? 0) > 0)
            .map((variant) => ({ variantId: variant.id, quantity: quantities[variant.id] ?? 0 })),
        }
      : null;
  // Codes are priced for a signed-in visitor only.
  const promo = usePromoCode(token ? basket : null, previewTicketOrder, initial?.promoCode ?? '');
  const gift = useGiftCard();
  // The total as it would be paid (after the code), null before any ticket is chosen; a gift card
  // pays what it can of it.
  const total = promo.applied
    ? promo.applied.total
    : count > 0
      ? senToRm(totalSen(day, ticket.variants, quantities))
      : null;
  const split = total === null ? null : gift.split(total);

  const payNewOrder = usePayNewOrder('ticket');
  const promptWaitingOrder = useWaitingOrderPrompt();
  const order = useMutation({
    mutationFn: createTicketOrder,
    onSuccess: async (payment) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      payNewOrder(payment);
    },
    // The request client showed why (or the dialog offers the waiting order, or the code's or the
    // card's field says why it no longer applies); places may have changed meanwhile.
    onError: (error) => {
      if (!promo.refused(error) && !gift.refused(error)) promptWaitingOrder(error);
      void queryClient.invalidateQueries({ queryKey: queryKeys.tickets.infoOf(ticket.id) });
    },
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

  /** Logs in first, keeping what was chosen (and any code typed) for the way back. */
  const logInFirst = () => {
    const back = `/ticket/detail?id=${ticket.id}`;
    saveDraft(ticket.id, {
      date,
      slotId,
      quantities,
      ...(promo.text.trim() ? { promoCode: promo.text } : {}),
    });
    sessionStorage.setItem(LOGIN_REDIRECT_KEY, back);
    navigate('/login', { state: { from: back } });
  };

  const buy = () => {
    const missing = missingChoice({ day, hasSlots, slotId, quantities });
    if (missing) {
      setAsked(missing);
      showToast(t(`booking.${missing}`));
      sections.current[missing]?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
      return;
    }
    if (!basket) return;
    if (!token) {
      logInFirst();
      return;
    }
    // The code goes with the order only as the server last priced it for this basket.
    order.mutate({
      ...basket,
      ...(promo.applied ? { promoCode: promo.applied.code } : {}),
      ...(gift.input ? { giftCard: gift.input } : {}),
    });
  };

  return (
    <>
      <DateSection
        chips={chips}
        chosen={day ? day.date : null}
        asked={asked === 'chooseDate'}
        onChoose={chooseDate}
        sectionRef={(node) => {
          sections.current.chooseDate = node;
        }}
      />

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
        <CardsToBring variants={ticket.variants} quantities={quantities} />
      </section>

      <PromoCodeField promo={token ? promo : { ...promo, apply: logInFirst }} />
      {/* A card is checked against the visitor's account: logged out, Apply logs in first. */}
      <GiftCardField
        gift={token ? gift : { ...gift, apply: logInFirst }}
        total={promo.checking ? null : total}
      />

      <BuyBar
        total={split?.rest ?? total}
        label={split ? t('booking.toPay') : undefined}
        fromPrice={ticket.price}
        busy={order.isPending || order.isSuccess}
        // Not while the code is being priced or the card checked: the total paid is the one on
        // screen.
        disabled={promo.checking || gift.checking}
        onBuy={buy}
      />
    </>
  );
}
