import { showToast } from '#web/lib/toast.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';

/** Puts `text` on the clipboard; false where the browser refuses (no permission, plain HTTP). */
async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** "Copy" beside a card's number or PIN, to paste into a message to whoever the card is for. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useOrderTexts();
  return (
    <button
      type="button"
      className="gift-card-item__copy"
      aria-label={label}
      onClick={async () =>
        showToast(t((await copy(text)) ? 'giftCards.copied' : 'giftCards.copyFailed'))
      }
    >
      {t('giftCards.copy')}
    </button>
  );
}
