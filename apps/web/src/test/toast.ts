import { vi } from 'vitest';
import * as toastModule from '#web/lib/toast.ts';

/**
 * The toasts a test's page asked for. The test setup stands in for `#web/lib/toast.ts` (antd-mobile's
 * Toast draws outside the page, and its timers outlive a test), and clears these calls before each
 * test: `expect(toast.showToast).toHaveBeenCalledWith('Added to your cart')`.
 */
export const toast = vi.mocked(toastModule);
