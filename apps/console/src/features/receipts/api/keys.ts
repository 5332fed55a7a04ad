/** Query keys of receipts and the tax settings: one factory, so a save refreshes what it changed. */
export const receiptKeys = {
  all: ['receipts'] as const,
  ofOrder: (orderId: number) => [...receiptKeys.all, 'order', orderId] as const,
  taxSettings: () => ['settings', 'tax'] as const,
};
