import type {
  CalendarEditBody,
  CalendarEditResult,
  ConsoleCalendar,
  ConsoleGateCheck,
  ConsoleTicket,
  GateCheckSave,
  TicketSaveBody,
} from '@scenic/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#console/lib/request.ts';

export const ticketKeys = {
  all: ['tickets'] as const,
  list: () => [...ticketKeys.all, 'list'] as const,
  gateChecks: () => [...ticketKeys.all, 'gate-checks'] as const,
  calendar: (ticketId: number, from: string, to: string) =>
    [...ticketKeys.all, 'calendar', ticketId, from, to] as const,
};

export function useTickets() {
  return useQuery({
    queryKey: ticketKeys.list(),
    queryFn: ({ signal }) =>
      api<{ list: ConsoleTicket[] }>('/console/catalogue/tickets', { signal }),
  });
}

/** One ticket's dates `from`..`to`; the month shown stays while the next one loads. */
export function useCalendar(ticketId: number | undefined, from: string, to: string) {
  return useQuery({
    queryKey: ticketKeys.calendar(ticketId ?? 0, from, to),
    enabled: ticketId !== undefined,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api<ConsoleCalendar>('/console/catalogue/calendar', {
        params: { ticketId: String(ticketId), from, to },
        signal,
      }),
  });
}

/** Every change re-reads tickets and calendars: what the screens show is what visitors see. */
function useTicketChange<Body, Answer>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api<Answer>(path, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}

export const useSaveTicket = () =>
  useTicketChange<TicketSaveBody, ConsoleTicket>('/console/catalogue/tickets/save');
export const useEditCalendar = () =>
  useTicketChange<CalendarEditBody, CalendarEditResult>('/console/catalogue/calendar/save');

/** The cards the gate checks (MyKad, OKU card…), with how many ticket types ask for each. */
export function useGateChecks() {
  return useQuery({
    queryKey: ticketKeys.gateChecks(),
    queryFn: ({ signal }) =>
      api<{ list: ConsoleGateCheck[] }>('/console/catalogue/gate-checks', { signal }),
  });
}

export const useSaveGateCheck = () =>
  useTicketChange<GateCheckSave, ConsoleGateCheck>('/console/catalogue/gate-checks/save');
export const useDeleteGateCheck = () =>
  useTicketChange<{ id: number }, null>('/console/catalogue/gate-checks/delete');
