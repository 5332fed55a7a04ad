import { type EventStreamHandlers, followEvents } from '@scenic/contracts';
import { apiHeaders, apiUrl } from './request';

/** Follows a console event stream with the staff header (EventSource cannot send it). */
export function followConsoleEvents(path: string, handlers: EventStreamHandlers): () => void {
  return followEvents(() => ({ url: apiUrl(path), headers: apiHeaders() }), handlers);
}
