import dayjs from 'dayjs';

/** A moment as staff read it in a table: day and minute in the browser's time. */
export function formatTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '—';
}

/** Seconds too, where the order of events matters (check-ins, the audit log). */
export function formatTimeExact(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '—';
}
