import './form-field.css';
import './gift-card.css';
import './promo-code.css';
import { rmToSen, senToRm } from '@scenic/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { formatVisitDate } from '#web/lib/date-format.ts';
import { cardNumber, giftCardSplit } from '#web/lib/gift-cards.ts';
import { formatPrice } from '#web/lib/price.ts';
import type { GiftCardChoice } from '#web/lib/use-gift-card.ts';
import { useLocale } from '#web/lib/use-locale.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import { GiftCardInputs } from './gift-card-inputs';

/** The card paying: which it is, what it pays of the total, what is left to pay and on the card. */
function GiftCardSummary({ gift, total }: { gift: GiftCardChoice; total: string | null }) {
  const { t } = useOrderTexts();
  const card = gift.card;
  if (!card) return null;
  const split = total === null ? null : giftCardSplit(card.balance, total);
  const left = split ? senToRm(rmToSen(card.balance) - rmToSen(split.card)) : '0.00';
  return (
    <>
      <p className="gift-card__chosen">
        <span className="gift-card__number">{cardNumber(card.code)}</span>{' '}
        <span>{t('giftCard.onCard', { amount: formatPrice(t, card.balance) })}</span>
      </p>
      {split ? (
        <dl className="promo-summary">
          <div className="promo-summary__saving">
            <dt>{t('giftCard.part')}</dt>
            <dd>−{formatPrice(t, split.card)}</dd>
          </div>
          <div className="promo-summary__total">
            <dt>{t('giftCard.toPay')}</dt>
            <dd>{formatPrice(t, split.rest)}</dd>
          </div>
        </dl>
      ) : (
        <p className="detail-card__hint">{t('giftCard.waiting')}</p>
      )}
      {split && rmToSen(left) > 0 && (
        <p className="detail-card__hint">
          {t('giftCard.staysOnCard', { amount: formatPrice(t, left) })}
        </p>
      )}
      <button
        type="button"
        className="promo-code__link"
        onClick={gift.remove}
        aria-label={t('giftCard.removeCard', { code: cardNumber(card.code) })}
      >
        {t('giftCard.remove')}
      </button>
    </>
  );
}

/** The visitor's cards that can pay, one tap each to use. */
function MyCards({ gift }: { gift: GiftCardChoice }) {
  const { t } = useOrderTexts();
  const locale = useLocale();
  const titleId = useId();
  return (
    <>
      <p id={titleId} className="gift-card__mine-title">
        {t('giftCard.yours')}
      </p>
      <ul className="gift-card__mine" aria-labelledby={titleId}>
        {gift.cards.map((card) => (
          <li key={card.id}>
            <button type="button" className="gift-card__option" onClick={() => gift.choose(card)}>
              <span className="gift-card__number">{cardNumber(card.code)}</span>
              <span className="gift-card__balance">
                {t('giftCard.balance', { amount: formatPrice(t, card.balance) })}
              </span>
              <span className="gift-card__until">
                {t('giftCard.until', { date: formatVisitDate(card.expiresOn, locale) })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * A gift card at checkout, under the promotion code: one of the visitor's cards, or a card typed
 * with its PIN. Once one is chosen: what it pays of the total (after the code) and what is left to
 * pay, with a way to take it off. `total` is null while the order is not complete.
 */
export function GiftCardField({ gift, total }: { gift: GiftCardChoice; total: string | null }) {
  const { t } = useOrderTexts();
  const section = useRef<HTMLElement>(null);
  const [opened, setOpened] = useState(false);
  const error = gift.error;

  // A refusal can come from the pay button at the foot of the page (the card spent meanwhile):
  // bring the reason into view.
  useEffect(() => {
    if (error) section.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, [error]);

  // Open at once for a visitor with cards to use, or a reason to read.
  if (!opened && !gift.card && gift.cards.length === 0 && !error) {
    return (
      <section className="detail-card promo-code promo-code--closed">
        <button type="button" className="promo-code__link" onClick={() => setOpened(true)}>
          {t('giftCard.open')}
        </button>
      </section>
    );
  }
  return (
    <section className="detail-card gift-card" ref={section} aria-label={t('giftCard.label')}>
      {/* Always there, so what the card pays is read out when it appears. */}
      <div aria-live="polite">
        <GiftCardSummary gift={gift} total={total} />
      </div>
      {!gift.card && (
        <>
          {gift.cards.length > 0 && <MyCards gift={gift} />}
          <GiftCardInputs
            code={gift.code}
            pin={gift.pin}
            onCode={gift.setCode}
            onPin={gift.setPin}
            onSubmit={gift.apply}
            busy={gift.checking}
            action={t('giftCard.apply')}
            error={error}
          />
        </>
      )}
    </section>
  );
}
