import './form-field.css';
import './gift-card.css';
import { type KeyboardEvent, useId } from 'react';
import { keepInView } from '#web/lib/keep-in-view.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import { FormField, fieldAria } from './form-field';

/** Most characters a code may be typed with (spaces and dashes included); the server refuses more. */
const CODE_TEXT_MAX = 64;
const PIN_TEXT_MAX = 12;

interface GiftCardInputsProps {
  code: string;
  pin: string;
  onCode: (text: string) => void;
  onPin: (text: string) => void;
  /** Checks (adds) the card typed. */
  onSubmit: () => void;
  busy: boolean;
  /** The button's words: "Apply" at checkout, "Add card" in My centre. */
  action: string;
  /** Why the card cannot be used, as the server said it: under the card number. */
  error?: string | null;
}

/**
 * A gift card typed: its number, its PIN (only some cards have one) and the button that checks
 * them. The server's reason shows under the number; Enter checks the card, never submits a form.
 */
export function GiftCardInputs({
  code,
  pin,
  onCode,
  onPin,
  onSubmit,
  busy,
  action,
  error,
}: GiftCardInputsProps) {
  const { t } = useOrderTexts();
  const id = useId();
  const codeError = error ?? undefined;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onSubmit();
  };
  const typing = {
    autoComplete: 'off',
    autoCorrect: 'off',
    spellCheck: false,
    onKeyDown,
    onFocus: keepInView,
  } as const;
  return (
    <div className="gift-card-inputs">
      <FormField
        id={`${id}-code`}
        label={t('giftCard.code')}
        {...(codeError ? { error: codeError } : {})}
      >
        <input
          id={`${id}-code`}
          className="input gift-card-inputs__code"
          value={code}
          maxLength={CODE_TEXT_MAX}
          placeholder={t('giftCard.codePlaceholder')}
          autoCapitalize="characters"
          enterKeyHint="next"
          onChange={(event) => onCode(event.target.value)}
          {...typing}
          {...fieldAria(`${id}-code`, codeError)}
        />
      </FormField>
      <FormField
        id={`${id}-pin`}
        label={t('giftCard.pin')}
        extra={<span className="field__counter">{t('giftCard.pinOptional')}</span>}
      >
        <div className="input-group">
          <input
            id={`${id}-pin`}
            className="input"
            value={pin}
            maxLength={PIN_TEXT_MAX}
            inputMode="numeric"
            enterKeyHint="done"
            onChange={(event) => onPin(event.target.value)}
            {...typing}
          />
          <button
            type="button"
            className="input-group__action gift-card-inputs__action"
            disabled={busy || code.trim() === ''}
            aria-busy={busy}
            onClick={onSubmit}
          >
            {busy ? t('giftCard.checking') : action}
          </button>
        </div>
      </FormField>
    </div>
  );
}
