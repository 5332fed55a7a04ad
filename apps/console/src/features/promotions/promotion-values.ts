import {
  type ConsolePromotion,
  isValidationMessageKey,
  type Locale,
  type OrderKind,
  type PromoType,
  type PromotionSaveBody,
  VALIDATION_MESSAGES,
} from '@scenic/contracts';
import dayjs, { type Dayjs } from 'dayjs';

const DAY = 'YYYY-MM-DD';

/** A range picker's value: either end may be left open ("from the 1st", "until the 31st"). */
export type DayRange = [Dayjs | null, Dayjs | null] | null;

/** A promotion as the form holds it: its scope spread into one field a list, dates as ranges. */
export interface PromotionValues {
  name: string;
  type: PromoType;
  value: string;
  kinds: OrderKind[];
  ticketIds: number[];
  variantIds: number[];
  goodsIds: number[];
  categoryIds: number[];
  saleDates: DayRange;
  visitDates: DayRange;
  maxUses: number | null;
  maxPerVisitor: number | null;
  maxUnitsPerOrder: number | null;
  minSpend: string;
  /** New promotions only: codes never change once made. */
  codeMode: 'shared' | 'batch';
  code: string;
  count: number | null;
  prefix: string;
}

export type PromotionField = keyof PromotionValues;

export const NEW_PROMOTION: PromotionValues = {
  name: '',
  type: 'percent',
  value: '',
  kinds: [],
  ticketIds: [],
  variantIds: [],
  goodsIds: [],
  categoryIds: [],
  saleDates: null,
  visitDates: null,
  maxUses: null,
  maxPerVisitor: null,
  maxUnitsPerOrder: null,
  minSpend: '',
  codeMode: 'shared',
  code: '',
  count: 100,
  prefix: '',
};

const toRange = (from: string | null, to: string | null): DayRange =>
  from || to ? [from ? dayjs(from) : null, to ? dayjs(to) : null] : null;

export function toPromotionValues(promotion: ConsolePromotion): PromotionValues {
  return {
    ...NEW_PROMOTION,
    name: promotion.name,
    type: promotion.type,
    value: promotion.value,
    ...promotion.scope,
    saleDates: toRange(promotion.saleFrom, promotion.saleTo),
    visitDates: toRange(promotion.visitFrom, promotion.visitTo),
    maxUses: promotion.maxUses,
    maxPerVisitor: promotion.maxPerVisitor,
    maxUnitsPerOrder: promotion.maxUnitsPerOrder,
    // Nothing to reach reads as an empty field, not as "RM 0.00".
    minSpend: Number(promotion.minSpend) > 0 ? promotion.minSpend : '',
  };
}

const day = (value: Dayjs | null | undefined) => (value ? value.format(DAY) : undefined);

/** Only what was given: a date, a limit or a minimum left empty is left out of the body. */
function given<T extends Record<string, unknown>>(
  values: T,
): { [K in keyof T]?: NonNullable<T[K]> } {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== null),
  ) as { [K in keyof T]?: NonNullable<T[K]> };
}

/**
 * The form as the save call takes it: what was left empty is left out (no end date, no limit, no
 * minimum), so a change saves it as empty too. A new promotion brings its codes, a change never.
 */
export function toPromotionSave(values: PromotionValues, id?: number): PromotionSaveBody {
  return {
    ...(id === undefined ? {} : { id }),
    name: values.name ?? '',
    type: values.type,
    value: (values.value ?? '').trim(),
    scope: {
      kinds: values.kinds ?? [],
      ticketIds: values.ticketIds ?? [],
      variantIds: values.variantIds ?? [],
      goodsIds: values.goodsIds ?? [],
      categoryIds: values.categoryIds ?? [],
    },
    ...given({
      saleFrom: day(values.saleDates?.[0]),
      saleTo: day(values.saleDates?.[1]),
      visitFrom: day(values.visitDates?.[0]),
      visitTo: day(values.visitDates?.[1]),
      maxUses: values.maxUses,
      maxPerVisitor: values.maxPerVisitor,
      maxUnitsPerOrder: values.maxUnitsPerOrder,
      minSpend: (values.minSpend ?? '').trim() || undefined,
    }),
    ...(id === undefined
      ? {
          codes:
            values.codeMode === 'batch'
              ? { mode: 'batch' as const, count: values.count ?? 0, prefix: values.prefix ?? '' }
              : { mode: 'shared' as const, code: values.code ?? '' },
        }
      : {}),
  };
}

/** The form's field a schema issue is about, by the path in the save body. */
export function fieldOfPath(
  path: readonly PropertyKey[],
  codeMode: PromotionValues['codeMode'],
): PromotionField | null {
  const [first, second] = path;
  switch (first) {
    case 'saleFrom':
    case 'saleTo':
      return 'saleDates';
    case 'visitFrom':
    case 'visitTo':
      return 'visitDates';
    case 'scope':
      return typeof second === 'string' && second in NEW_PROMOTION
        ? (second as PromotionField)
        : 'kinds';
    case 'codes':
      if (second === 'code' || second === 'count' || second === 'prefix') return second;
      return codeMode === 'batch' ? 'count' : 'code';
    default:
      return typeof first === 'string' && first in NEW_PROMOTION ? (first as PromotionField) : null;
  }
}

/**
 * The field a refusal of the server is about. Its validation answer names no field, only the
 * message in the staff member's language: the message is matched to the key it was made from,
 * for the keys that belong to one field only (a limit or a date range could be any of several).
 */
export function fieldOfMessage(
  message: string,
  language: Locale,
  codeMode: PromotionValues['codeMode'],
): PromotionField | null {
  const key = Object.keys(VALIDATION_MESSAGES).find(
    (candidate) =>
      isValidationMessageKey(candidate) && VALIDATION_MESSAGES[candidate][language] === message,
  );
  switch (key) {
    case 'promoNameRequired':
      return 'name';
    case 'promoValueInvalid':
    case 'promoPercentInvalid':
      return 'value';
    case 'promoCodeFormat':
      return codeMode === 'batch' ? 'prefix' : 'code';
    case 'promoBatchInvalid':
      return 'count';
    case 'promoCodesRequired':
      return 'code';
    default:
      return null;
  }
}
