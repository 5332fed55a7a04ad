import type { TFunction } from 'i18next';

/** "2.3 MB" or "850 KB" (binary units, as file managers show them). */
export function formatFileSize(t: TFunction, bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return t('size.mb', { value: mb.toFixed(1) });
  return t('size.kb', { value: Math.max(1, Math.round(bytes / 1024)) });
}

/** "4000 × 3000 px · 2.3 MB": the original a buyer receives. */
export function formatOriginalSize(
  t: TFunction,
  { width, height, bytes }: { width: number; height: number; bytes: number },
): string {
  return t('detail.originalSize', { width, height, size: formatFileSize(t, bytes) });
}
