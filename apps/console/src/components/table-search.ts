import type { TFunction } from 'i18next';

/**
 * The search form above every console list: its buttons say what they do ("Search", "Clear"),
 * not the kit's "Query" and "Reset"; each field brings its own placeholder saying what it takes.
 */
export function tableSearch(t: TFunction) {
  return {
    labelWidth: 'auto' as const,
    searchText: t('common.search'),
    resetText: t('common.clear'),
  };
}

/** The placeholders of a day range filter. */
export const dayRangePlaceholder = (t: TFunction) => [t('common.fromDay'), t('common.toDay')];
