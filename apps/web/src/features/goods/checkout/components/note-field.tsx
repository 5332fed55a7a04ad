import { ORDER_NOTE_MAX } from '@scenic/contracts';
import { useId } from 'react';
import { FormField } from '#web/components/form-field.tsx';
import { keepInView } from '#web/lib/keep-in-view.ts';
import { useGoodsTexts } from '#web/lib/use-goods-texts.ts';

/** A free note to the shop or the kitchen ("no chilli"). */
export function NoteField({
  value,
  onChange,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}) {
  const { t } = useGoodsTexts();
  const id = useId();
  return (
    <section className="detail-card">
      <FormField
        id={id}
        label={t('goodsCheckout.note')}
        extra={
          <span className="field__counter" aria-live="off">
            {value.length}/{ORDER_NOTE_MAX}
          </span>
        }
      >
        <textarea
          id={id}
          className="input textarea checkout-note"
          rows={2}
          maxLength={ORDER_NOTE_MAX}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onFocus={keepInView}
        />
      </FormField>
    </section>
  );
}
