import './form-field.css';
import './promo-code.css';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { keepInView } from '#web/lib/keep-in-view.ts';
import { formatPrice } from '#web/lib/price.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import type { PromoCode } from '#web/lib/use-promo-code.ts';
import { FormField, fieldAria } from './form-field';

/** Most characters a code may be typed with (spaces included); the server refuses longer. */
const PROMO_TEXT_MAX = 64;

/** What the server priced with the code: the list subtotal, the code's saving and the new total. */
function PromoSummary({ promo }: { promo: PromoCode }) {
  const { t } = useOrderTexts();
  const applied = promo.applied;
  if (!applied) return null;
  return (
    <>
      <dl className="promo-summary">
        <div>
          <dt>{t('promo.subtotal')}</dt>
          <dd>{formatPrice(t, applied.subtotal)}</dd>
        </div>
        <div className="promo-summary__saving">
          <dt>{t('promo.saving', { code: applied.code })}</dt>
          <dd>−{formatPrice(t, applied.discount)}</dd>
        </div>
        <div className="promo-summary__total">
          <dt>{t('promo.total')}</dt>
          <dd>{formatPrice(t, applied.total)}</dd>
        </div>
      </dl>
      <button
        type="button"
        className="promo-code__link"
        onClick={promo.remove}
        aria-label={t('promo.removeCode', { code: applied.code })}
      >
        {t('promo.remove')}
      </button>
    </>
  );
}

/**
 * A promotion code at checkout, behind "Have a promotion code?": the field and Apply, the server's
 * reason under the field when it does not apply, and once it does, the subtotal, the saving and
 * the new total, with a way to take the code off.
 */
export function PromoCodeField({ promo }: { promo: PromoCode }) {
  const { t } = useOrderTexts();
  const id = useId();
  const section = useRef<HTMLElement>(null);
  // Open from the start when a code is already typed (kept through logging in).
  const [open, setOpen] = useState(promo.text !== '');
  const error = promo.error ?? undefined;

  // A refusal can come from the pay button at the foot of the page (the code used up meanwhile):
  // bring the reason into view.
  useEffect(() => {
    if (error) section.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, [error]);

  if (!open) {
    return (
      <section className="detail-card promo-code promo-code--closed">
        <button type="button" className="promo-code__link" onClick={() => setOpen(true)}>
          {t('promo.open')}
        </button>
      </section>
    );
  }
  // Enter applies the code; in a checkout that is a form it must not pay.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    promo.apply();
  };
  return (
    <section className="detail-card promo-code" ref={section} aria-label={t('promo.label')}>
      {/* Always there, so the saving is read out when it appears. */}
      <div aria-live="polite">
        <PromoSummary promo={promo} />
      </div>
      {!promo.applied && (
        <FormField id={id} label={t('promo.label')} {...(error ? { error } : {})}>
          <div className="input-group">
            <input
              id={id}
              className="input promo-code__input"
              value={promo.text}
              maxLength={PROMO_TEXT_MAX}
              placeholder={t('promo.placeholder')}
              autoCapitalize="characters"
              autoComplete="off"
              autoCorrect="off"
              spellCheck={false}
              enterKeyHint="done"
              onChange={(event) => promo.setText(event.target.value)}
              onKeyDown={onKeyDown}
              onFocus={keepInView}
              {...fieldAria(id, error)}
            />
            <button
              type="button"
              className="input-group__action promo-code__apply"
              disabled={promo.checking || promo.text.trim() === ''}
              aria-busy={promo.checking}
              onClick={promo.apply}
            >
              {promo.checking ? t('promo.checking') : t('promo.apply')}
            </button>
          </div>
        </FormField>
      )}
      {promo.waiting && <p className="detail-card__hint">{t('promo.waiting')}</p>}
    </section>
  );
}
