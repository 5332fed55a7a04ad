import type { Quantities } from './booking';

/** What a visitor had chosen when buying sent them to log in; restored when they come back. */
export interface BookingDraft {
  date: string | null;
  slotId: number | null;
  quantities: Quantities;
  /** A promotion code typed before logging in; applied once back. */
  promoCode?: string;
}

const key = (ticketId: number) => `ticketDraft:${ticketId}`;

export function saveDraft(ticketId: number, draft: BookingDraft): void {
  try {
    sessionStorage.setItem(key(ticketId), JSON.stringify(draft));
  } catch {
    // Without storage the visitor chooses again after logging in.
  }
}

export function readDraft(ticketId: number): BookingDraft | null {
  try {
    const text = sessionStorage.getItem(key(ticketId));
    return text ? (JSON.parse(text) as BookingDraft) : null;
  } catch {
    return null;
  }
}

/** Forgets the draft once restored (separately from reading: StrictMode reads twice). */
export function clearDraft(ticketId: number): void {
  try {
    sessionStorage.removeItem(key(ticketId));
  } catch {
    // Nothing stored.
  }
}
