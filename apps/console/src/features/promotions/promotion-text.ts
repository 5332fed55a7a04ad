import {
  type ConsolePromotion,
  type Locale,
  normalisePromoCode,
  type PromoScope,
} from '@scenic/contracts';
import type { TFunction } from 'i18next';
import type { PromotionChoices } from './api/choices';

/** What a promotion gives, as staff say it: "10% off", "RM 5.00 off", "Fixed price RM 1.00". */
export function givesText(t: TFunction, promotion: Pick<ConsolePromotion, 'type' | 'value'>) {
  switch (promotion.type) {
    case 'percent':
      return t('promotions.percentOff', { value: promotion.value });
    case 'amount':
      return t('promotions.amountOff', { amount: promotion.value });
    default:
      return t('promotions.fixedPrice', { amount: promotion.value });
  }
}

/**
 * What a promotion is for, one name a choice (none: everything). A ticket or good deleted since is
 * named by its number, and so is one whose name has not arrived yet.
 */
export function scopeNames(
  t: TFunction,
  scope: PromoScope,
  choices: PromotionChoices | undefined,
  language: Locale,
): string[] {
  const tickets = choices?.tickets ?? [];
  const variants = tickets.flatMap((ticket) =>
    ticket.variants.map((variant) => ({
      id: variant.id,
      name: `${ticket.name[language]} · ${variant.name[language]}`,
    })),
  );
  const named = (list: { id: number; name: string }[], id: number) =>
    list.find((item) => item.id === id)?.name ?? `#${id}`;
  const inLanguage = (list: { id: number; name: Record<Locale, string> }[]) =>
    list.map((item) => ({ id: item.id, name: item.name[language] }));
  return [
    ...scope.kinds.map((kind) => t(`promotions.kind.${kind}`)),
    ...scope.ticketIds.map((id) => named(inLanguage(tickets), id)),
    ...scope.variantIds.map((id) => named(variants, id)),
    ...scope.goodsIds.map((id) => named(inLanguage(choices?.goods ?? []), id)),
    ...scope.categoryIds.map((id) => named(inLanguage(choices?.categories ?? []), id)),
  ];
}

function range(t: TFunction, from: string | null, to: string | null): string | null {
  if (from && to) return `${from} – ${to}`;
  if (from) return t('promotions.fromDay', { day: from });
  if (to) return t('promotions.untilDay', { day: to });
  return null;
}

/** When a code works: the days of checkout, the days of the visit; none: any time. */
export function dateLines(t: TFunction, promotion: ConsolePromotion): string[] {
  const sale = range(t, promotion.saleFrom, promotion.saleTo);
  const visit = range(t, promotion.visitFrom, promotion.visitTo);
  return [
    ...(sale ? [t('promotions.bought', { range: sale })] : []),
    ...(visit ? [t('promotions.visiting', { range: visit })] : []),
  ];
}

/** The limits a promotion has, each in a few words; none: as often as visitors like. */
export function limitLines(t: TFunction, promotion: ConsolePromotion): string[] {
  return [
    ...(promotion.maxUses !== null
      ? [t('promotions.usesInAll', { count: promotion.maxUses })]
      : []),
    ...(promotion.maxPerVisitor !== null
      ? [t('promotions.perVisitor', { count: promotion.maxPerVisitor })]
      : []),
    ...(promotion.maxUnitsPerOrder !== null
      ? [t('promotions.unitsPerOrder', { count: promotion.maxUnitsPerOrder })]
      : []),
    ...(Number(promotion.minSpend) > 0
      ? [t('promotions.minSpendOf', { amount: promotion.minSpend })]
      : []),
  ];
}

/** The list is short: a typed name or code (in any case, with spaces) filters it in place. */
export function matchesSearch(promotion: ConsolePromotion, search: string): boolean {
  const words = search.trim().toLowerCase();
  if (!words) return true;
  return (
    promotion.name.toLowerCase().includes(words) ||
    (promotion.code ?? '').includes(normalisePromoCode(search))
  );
}
