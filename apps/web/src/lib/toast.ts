import { TOAST_DURATION_MS } from '@scenic/contracts';

type ToastModule = typeof import('./toast-impl');

// The toast code (and antd-mobile's popup machinery) loads on the first toast, not with the home page.
let loaded: Promise<ToastModule> | undefined;
function impl(): Promise<ToastModule> {
  loaded ??= import('./toast-impl');
  return loaded;
}

let loadingShown = false;

/** A short message, 2000 ms by default (SPEC §9). */
export function showToast(text: string, duration = TOAST_DURATION_MS): void {
  loadingShown = false;
  void impl().then((toast) => toast.show({ content: text, duration }));
}

/** The loading indicator, shown until {@link hideLoading}. */
export function showLoading(text: string): void {
  loadingShown = true;
  void impl().then((toast) => toast.show({ content: text, icon: 'loading', duration: 0 }));
}

/** Hides the loading indicator, but never a message shown after it. */
export function hideLoading(): void {
  if (!loadingShown) return;
  loadingShown = false;
  void impl().then((toast) => toast.clear());
}
