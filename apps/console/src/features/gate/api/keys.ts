export const gateKeys = {
  all: ['gate'] as const,
  today: () => [...gateKeys.all, 'today'] as const,
};
