import type { GiftCard, GiftCardStatus } from '@scenic/contracts';
import { formatVisitDate } from '#web/lib/date-format.ts';
import { cardNumber } from '#web/lib/gift-cards.ts';
import { formatPrice } from '#web/lib/price.ts';
import { useLocale } from '#web/lib/use-locale.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import { CopyButton } from './copy-button';

const TONES: Record<GiftCardStatus, string> = {
  active: 'ready',
  spent: 'done',
  expired: 'off',
  void: 'off',
};

/**
 * One card: its number in groups, what is left of its value, its status and date, and its PIN
 * where it has one. A card bought to send on has Copy beside its number and PIN.
 */
export function GiftCardItem({ card }: { card: GiftCard }) {
  const { t } = useOrderTexts();
  const locale = useLocale();
  const number = cardNumber(card.code);
  const sendOn = card.mine === 'bought';
  const date = formatVisitDate(card.expiresOn, locale);
  return (
    <li className="gift-card-item" aria-label={number}>
      <p className="gift-card-item__row">
        <span className="gift-card__number">{number}</span>
        {sendOn && <CopyButton text={number} label={t('giftCards.copyNumber')} />}
        <span className={`gift-card-item__status gift-card-item__status--${TONES[card.status]}`}>
          {t(`giftCards.status.${card.status}`)}
        </span>
      </p>
      <p className="gift-card-item__balance">
        {t('giftCards.balanceOf', {
          balance: formatPrice(t, card.balance),
          value: formatPrice(t, card.value),
        })}
      </p>
      <dl className="gift-card-item__facts">
        {card.pin && (
          <div>
            <dt>{t('giftCard.pin')}</dt>
            <dd>
              <span className="gift-card__number">{card.pin}</span>
              {sendOn && <CopyButton text={card.pin} label={t('giftCards.copyPin')} />}
            </dd>
          </div>
        )}
        <div>
          <dt>{t(card.status === 'expired' ? 'giftCards.expiredOn' : 'giftCards.useBy')}</dt>
          <dd>{date}</dd>
        </div>
      </dl>
      {sendOn && <p className="detail-card__hint">{t('giftCards.boughtHint')}</p>}
      {card.mine === 'given' && <p className="detail-card__hint">{t('giftCards.givenHint')}</p>}
    </li>
  );
}
