import '#web/components/commerce.css';
import '#web/components/gift-card.css';
import './gift-cards.css';
import type { GiftCard } from '@scenic/contracts';
import { type ReactNode, useId } from 'react';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ShopIcon } from '#web/components/icons.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { useMyGiftCards } from '#web/lib/gift-cards.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import { AddGiftCard } from './components/add-gift-card';
import { GiftCardItem } from './components/gift-card-item';

/** The groups of the list, in the server's order: held, then bought to send on, then sent on. */
const GROUPS: readonly GiftCard['mine'][] = ['held', 'bought', 'given'];

function CardGroup({ mine, cards }: { mine: GiftCard['mine']; cards: GiftCard[] }) {
  const { t } = useOrderTexts();
  const titleId = useId();
  if (cards.length === 0) return null;
  return (
    <section className="gift-cards__group" aria-labelledby={titleId}>
      <h2 id={titleId} className="gift-cards__title">
        {t(`giftCards.groups.${mine}`)}
      </h2>
      <ul className="gift-cards__list">
        {cards.map((card) => (
          <GiftCardItem key={card.id} card={card} />
        ))}
      </ul>
    </section>
  );
}

/**
 * My gift cards: the cards the visitor holds, those they bought to send on (number and PIN to
 * copy), and those since added by someone else; and a form to add a card they were given.
 */
export default function GiftCardsPage() {
  const { t } = useOrderTexts();
  const cards = useMyGiftCards();
  let list: ReactNode;
  if (cards.isPending) {
    list = (
      <div className="gift-cards__list" aria-hidden="true">
        {[0, 1].map((key) => (
          <Skeleton key={key} style={{ height: 112 }} />
        ))}
      </div>
    );
  } else if (cards.isError) {
    list = <LoadError onRetry={() => void cards.refetch()} />;
  } else if (cards.data.length === 0) {
    list = (
      <EmptyState
        icon={<ShopIcon />}
        text={t('giftCards.empty')}
        action={{ label: t('giftCards.toShop'), to: '/shop' }}
      />
    );
  } else {
    list = GROUPS.map((mine) => (
      <CardGroup key={mine} mine={mine} cards={cards.data.filter((card) => card.mine === mine)} />
    ));
  }
  return (
    <div className="gift-cards">
      {list}
      <AddGiftCard />
    </div>
  );
}
