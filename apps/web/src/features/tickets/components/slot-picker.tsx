import type { TicketDay, TicketInfo } from '@scenic/contracts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';

interface SlotPickerProps {
  slots: TicketInfo['slots'];
  day: TicketDay | undefined;
  selected: number | null;
  onSelect: (slotId: number) => void;
}

/** The time slots of the chosen day, each with its places left; a full slot cannot be chosen. */
export function SlotPicker({ slots, day, selected, onSelect }: SlotPickerProps) {
  const { t } = useOrderTexts();
  return (
    <fieldset className="slot-grid">
      <legend className="visually-hidden">{t('booking.slot')}</legend>
      {slots.map((slot) => {
        const left = day ? (day.slots[String(slot.id)] ?? 0) : null;
        const full = left !== null && left <= 0;
        const checked = slot.id === selected;
        return (
          <button
            key={slot.id}
            type="button"
            aria-pressed={checked}
            disabled={!day || full}
            className={`slot-chip${checked ? ' slot-chip--on' : ''}`}
            onClick={() => onSelect(slot.id)}
          >
            <span className="slot-chip__label">{slot.label}</span>
            {left !== null && (
              <span className="slot-chip__left">
                {full ? t('booking.soldOut') : t('booking.left', { count: left })}
              </span>
            )}
          </button>
        );
      })}
    </fieldset>
  );
}
