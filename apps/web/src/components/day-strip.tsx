import './day-strip.css';
import type { Locale } from '@scenic/contracts';
import { useEffect, useRef } from 'react';
import { dayChipParts } from '#web/lib/date-format.ts';

export interface DayChip {
  date: string;
  disabled: boolean;
  /** The line under the date: a price, "Few left", "Sold out"... */
  note: string;
  tone?: 'few' | 'off';
  /** A second line: what choosing this date costs ("+RM 22.50") or gives back ("−RM 9.00"). */
  cost?: { text: string; back: boolean };
}

interface DayStripProps {
  days: readonly DayChip[];
  selected: string | null;
  onSelect: (date: string) => void;
  locale: Locale;
  label: string;
  /** `ticket-date` gives chips `ticket-date-2026-12-01`, for the browser journeys that read them. */
  testIdPrefix?: string;
}

/** A horizontal strip of day chips, one tap to choose a date; the chosen chip scrolls into view. */
export function DayStrip({ days, selected, onSelect, locale, label, testIdPrefix }: DayStripProps) {
  const list = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (!selected) return;
    const chip = list.current?.querySelector<HTMLElement>(`[data-date="${selected}"]`);
    chip?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected]);

  return (
    <fieldset className="day-strip" ref={list}>
      <legend className="visually-hidden">{label}</legend>
      {days.map((day) => {
        const { weekday, day: date } = dayChipParts(day.date, locale);
        const checked = day.date === selected;
        return (
          <button
            key={day.date}
            type="button"
            aria-pressed={checked}
            disabled={day.disabled}
            data-date={day.date}
            data-testid={testIdPrefix && `${testIdPrefix}-${day.date}`}
            className={`day-chip${checked ? ' day-chip--on' : ''}${day.tone ? ` day-chip--${day.tone}` : ''}`}
            onClick={() => onSelect(day.date)}
          >
            <span className="day-chip__weekday">{weekday}</span>
            <span className="day-chip__date">{date}</span>
            <span className="day-chip__note">{day.note}</span>
            {day.cost && (
              <span className={`day-chip__cost${day.cost.back ? ' day-chip__cost--back' : ''}`}>
                {day.cost.text}
              </span>
            )}
          </button>
        );
      })}
    </fieldset>
  );
}
