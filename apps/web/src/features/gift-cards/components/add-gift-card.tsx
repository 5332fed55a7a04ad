import type { GiftCard } from '@scenic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { GiftCardInputs } from '#web/components/gift-card-inputs.tsx';
import { addGiftCard, giftCardRefusal } from '#web/lib/gift-cards.ts';
import { formatPrice } from '#web/lib/price.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { showToast } from '#web/lib/toast.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';

/**
 * "Add a card": a card given to the visitor, typed with its PIN, joins their cards. Why the server
 * refuses one shows under its number; once added, its balance is said and the list shows it.
 */
export function AddGiftCard() {
  const { t } = useOrderTexts();
  const titleId = useId();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: addGiftCard,
    onSuccess: (card: GiftCard) => {
      setCode('');
      setPin('');
      showToast(t('giftCards.added', { amount: formatPrice(t, card.balance) }));
      void queryClient.invalidateQueries({ queryKey: queryKeys.giftCards.all });
    },
    // Any other failure was shown by the request client; what was typed stays.
    onError: (failure) => setError(giftCardRefusal(failure)),
  });
  return (
    <section className="detail-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="detail-card__title">
        {t('giftCards.add')}
      </h2>
      <GiftCardInputs
        code={code}
        pin={pin}
        onCode={(text) => {
          setCode(text);
          setError(null);
        }}
        onPin={(text) => {
          setPin(text);
          setError(null);
        }}
        onSubmit={() => {
          if (!code.trim() || add.isPending) return;
          setError(null);
          add.mutate({ code: code.trim(), pin: pin.trim() });
        }}
        busy={add.isPending}
        action={t('giftCards.addButton')}
        error={error}
      />
    </section>
  );
}
