import type {
  InboxHandledBody,
  InboxList,
  InboxMessage,
  InboxQuery,
  InboxReplyBody,
} from '@scenic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#console/lib/request.ts';

export const inboxKeys = {
  all: ['inbox'] as const,
};

export function listInbox(query: InboxQuery) {
  return api<InboxList>('/console/inbox/list', { params: query });
}

export function useMarkHandled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InboxHandledBody) => api<InboxMessage>('/console/inbox/handled', { body }),
    onSettled: () => client.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}

export function useReply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InboxReplyBody) => api<InboxMessage>('/console/inbox/reply', { body }),
    onSettled: () => client.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}
