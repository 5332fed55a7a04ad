import { z } from 'zod';
import { idField, idQuery, limitQuery, pageQuery } from '../common/ids.ts';
import { rmToSen } from '../common/money.ts';
import { isPlainText } from '../common/text.ts';
import { MAX_LONG_TEXT, MAX_SHORT_TEXT } from '../common/validation.ts';
import { GOODS_KINDS, RENT_UNITS } from './catalogue.ts';
import {
  allLanguagesSchema,
  pictureAddress,
  priceInRm,
  sortField,
  translatedText,
} from './console-content.ts';

/**
 * The console's catalogue of goods, rentals and food (role `content`): items with their specs, one
 * price and stock per combination of options (SKU), pictures, categories and each kind's terms.
 */

/** At most this many specs (size, colour...) per item, options per spec, and combinations. */
export const MAX_SPECS = 3;
export const MAX_SPEC_OPTIONS = 20;
export const MAX_SKUS = 200;
/** Pictures of an item's gallery, besides its cover. */
export const MAX_GALLERY = 9;
/** Highest price or deposit staff may type, in RM, and the largest stock of one combination. */
export const MAX_PRICE_RM = 999_999.99;
export const MAX_STOCK = 1_000_000;
/** A rental's limit: hours on one day, or days. */
export const MAX_RENT_HOURS = 24;
export const MAX_RENT_DAYS = 30;
/** Longest a dish may take in the kitchen, in minutes. */
export const MAX_PREP_MINUTES = 240;
/** Longest name of a spec or of one of its options. */
export const MAX_SPEC_NAME = 30;

/**
 * Every combination of one option per spec, as option positions, in table order: the first spec
 * changes slowest ([[0,0],[0,1],[1,0],[1,1]] for two specs of two). No spec: one combination, [].
 */
export function optionCombinations(optionCounts: readonly number[]): number[][] {
  return optionCounts.reduce<number[][]>(
    (combos, count) =>
      combos.flatMap((combo) => Array.from({ length: count }, (_, index) => [...combo, index])),
    [[]],
  );
}

/** How many combinations specs with these option counts make. */
export const combinationCount = (optionCounts: readonly number[]) =>
  optionCounts.reduce((product, count) => product * count, 1);

/** A combination's key in a table: its option positions joined ("0-2"; "" with no spec). */
export const combinationKey = (positions: readonly number[]) => positions.join('-');

/**
 * Whether SKU rows cover exactly the combinations of the specs: each one once, none other. Answers
 * the problem's message key, or null when the table is right.
 */
export function skuTableProblem(
  optionCounts: readonly number[],
  skus: readonly { options: readonly number[] }[],
): 'skuTableMismatch' | 'specsTooManyCombinations' | null {
  const expected = combinationCount(optionCounts);
  if (expected > MAX_SKUS) return 'specsTooManyCombinations';
  if (skus.length !== expected) return 'skuTableMismatch';
  const seen = new Set<string>();
  for (const sku of skus) {
    if (sku.options.length !== optionCounts.length) return 'skuTableMismatch';
    if (sku.options.some((position, spec) => position >= (optionCounts[spec] ?? 0))) {
      return 'skuTableMismatch';
    }
    const key = combinationKey(sku.options);
    if (seen.has(key)) return 'skuTableMismatch';
    seen.add(key);
  }
  return null;
}

/** An amount staff type in RM ("45", "45.5", "45.50"): never negative, at most two decimals. */
export const rmInput = priceInRm.transform((value) => rmToSen(value));

const stockInput = z
  .number({ error: 'stockInvalid' })
  .int({ error: 'stockInvalid' })
  .min(0, { error: 'stockInvalid' })
  .max(MAX_STOCK, { error: 'stockInvalid' });

const specName = translatedText(MAX_SPEC_NAME);

const specInput = z.object({
  /** An existing spec of this item; none for a new one. */
  id: idField.optional(),
  name: specName,
  options: z
    .array(z.object({ id: idField.optional(), name: specName }), { error: 'invalidValue' })
    .min(1, { error: 'specOptionsRequired' })
    .max(MAX_SPEC_OPTIONS, { error: 'specsTooManyCombinations' }),
});

const skuInput = z.object({
  /** Which option of each spec, by its position in `specs[i].options`; [] without specs. */
  options: z
    .array(
      z
        .number({ error: 'invalidValue' })
        .int({ error: 'invalidValue' })
        .min(0, { error: 'invalidValue' })
        .max(MAX_SPEC_OPTIONS - 1, { error: 'invalidValue' }),
      { error: 'invalidValue' },
    )
    .max(MAX_SPECS, { error: 'skuTableMismatch' }),
  price: rmInput,
  stock: stockInput,
  /**
   * The stock the form was opened with. Given, the save moves the stock by what staff changed, so
   * units visitors bought meanwhile are not put back; without it, the stock is set as typed.
   */
  stockWas: stockInput.optional(),
});

const goodsFields = {
  /** Replace this item; without it, add one. */
  id: idField.optional(),
  typeId: idField,
  name: translatedText(MAX_SHORT_TEXT),
  intro: translatedText(200),
  description: translatedText(MAX_LONG_TEXT),
  cover: pictureAddress,
  images: z.array(pictureAddress, { error: 'invalidValue' }).max(MAX_GALLERY, { error: 'tooLong' }),
  sort: sortField,
  enabled: z.boolean({ error: 'invalidValue' }),
  specs: z.array(specInput, { error: 'invalidValue' }).max(MAX_SPECS, {
    error: 'specsTooManyCombinations',
  }),
  skus: z
    .array(skuInput, { error: 'skuTableMismatch' })
    .min(1, { error: 'skuTableMismatch' })
    .max(MAX_SKUS, { error: 'specsTooManyCombinations' }),
};

/** A rental's terms: per hour or per day, at most how many, and the deposit left at the counter. */
export const rentInputSchema = z
  .object({
    unit: z.enum(RENT_UNITS, { error: 'invalidValue' }),
    max: z
      .number({ error: 'rentMaxInvalid' })
      .int({ error: 'rentMaxInvalid' })
      .min(1, { error: 'rentMaxInvalid' })
      .max(MAX_RENT_DAYS, { error: 'rentMaxInvalid' }),
    deposit: rmInput,
  })
  .refine((rent) => rent.unit === 'day' || rent.max <= MAX_RENT_HOURS, {
    error: 'rentMaxInvalid',
    path: ['max'],
  });

/** A dish's pick-up point (every language) and the kitchen's minutes. */
export const foodInputSchema = z.object({
  pickupPoint: translatedText(MAX_SHORT_TEXT),
  prepMinutes: z
    .number({ error: 'prepMinutesInvalid' })
    .int({ error: 'prepMinutesInvalid' })
    .min(0, { error: 'prepMinutesInvalid' })
    .max(MAX_PREP_MINUTES, { error: 'prepMinutesInvalid' }),
});

/**
 * Save an item with its specs and every combination's price and stock. Rentals carry `rent`, food
 * `food`. The SKU rows must cover the specs' combinations exactly (`skuTableMismatch`).
 */
export const goodsSaveBodySchema = z
  .discriminatedUnion(
    'kind',
    [
      z.object({
        ...goodsFields,
        kind: z.literal('store'),
        /**
         * Sold as a gift card (decision 042): each combination's price is the card's value, paid
         * cards appear in the buyer's My centre, and nothing is handed over.
         */
        giftCard: z.boolean({ error: 'invalidValue' }).optional().default(false),
      }),
      z.object({ ...goodsFields, kind: z.literal('hire'), rent: rentInputSchema }),
      z.object({ ...goodsFields, kind: z.literal('food'), food: foodInputSchema }),
    ],
    { error: 'invalidValue' },
  )
  .superRefine((body, ctx) => {
    const problem = skuTableProblem(
      body.specs.map((spec) => spec.options.length),
      body.skus,
    );
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['skus'] });
    // Two specs, or two options of one spec, with one name would look alike to visitors.
    const repeated = (names: { zh: string; en: string; ma: string }[]) =>
      (['zh', 'en', 'ma'] as const).some(
        (locale) => new Set(names.map((name) => name[locale].toLowerCase())).size < names.length,
      );
    if (
      repeated(body.specs.map((spec) => spec.name)) ||
      body.specs.some((spec) => repeated(spec.options.map((option) => option.name)))
    ) {
      ctx.addIssue({ code: 'custom', message: 'specNamesRepeated', path: ['specs'] });
    }
  });
export type GoodsSaveBody = z.input<typeof goodsSaveBodySchema>;
export type GoodsSave = z.output<typeof goodsSaveBodySchema>;

/** An item as staff edit it: every language, its specs, and every combination's price and stock. */
export const consoleGoodsSchema = z.object({
  id: z.number().int(),
  kind: z.enum(GOODS_KINDS),
  typeId: z.number().int(),
  name: allLanguagesSchema,
  intro: allLanguagesSchema,
  description: allLanguagesSchema,
  cover: z.string(),
  images: z.array(z.string()),
  sort: z.number().int(),
  enabled: z.boolean(),
  specs: z.array(
    z.object({
      id: z.number().int(),
      name: allLanguagesSchema,
      options: z.array(z.object({ id: z.number().int(), name: allLanguagesSchema })),
    }),
  ),
  /** One row per combination: option positions as in `specs`, the price in RM, the stock. */
  skus: z.array(
    z.object({
      id: z.number().int(),
      options: z.array(z.number().int()),
      price: z.string(),
      stock: z.number().int(),
    }),
  ),
  rent: z
    .object({ unit: z.enum(RENT_UNITS), max: z.number().int(), deposit: z.string() })
    .nullable(),
  food: z.object({ pickupPoint: allLanguagesSchema, prepMinutes: z.number().int() }).nullable(),
  /** A shop item sold as a gift card (decision 042). */
  giftCard: z.boolean(),
  sales: z.number().int(),
  /** Orders that hold this item, of any status: they keep their own names and prices. */
  orders: z.number().int(),
});
export type ConsoleGoods = z.infer<typeof consoleGoodsSchema>;

export const consoleGoodsRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(GOODS_KINDS),
  typeId: z.number().int(),
  /** The category's name in the caller's language. */
  typeName: z.string(),
  name: allLanguagesSchema,
  cover: z.string(),
  /** Lowest and highest price of its combinations, in RM. */
  minPrice: z.string(),
  maxPrice: z.string(),
  /** Units in stock over every combination. */
  stock: z.number().int(),
  sort: z.number().int(),
  enabled: z.boolean(),
  sales: z.number().int(),
});
export type ConsoleGoodsRow = z.infer<typeof consoleGoodsRowSchema>;

export const consoleGoodsListSchema = z.object({
  list: z.array(consoleGoodsRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ConsoleGoodsList = z.infer<typeof consoleGoodsListSchema>;

/** Staff's list: one kind or all, one category, words of a name in any language, on or off. */
export const consoleGoodsQuerySchema = z.object({
  kind: z.enum(GOODS_KINDS, { error: 'invalidValue' }).optional(),
  typeId: idQuery.optional(),
  keyword: z
    .string({ error: 'invalidValue' })
    .trim()
    .max(50, { error: 'tooLong' })
    .refine(isPlainText, { error: 'textInvalidCharacters' })
    .optional(),
  state: z.enum(['all', 'on', 'off'], { error: 'invalidValue' }).default('all'),
  page: pageQuery,
  limit: limitQuery(20),
});
export type ConsoleGoodsQuery = z.input<typeof consoleGoodsQuerySchema>;

export const consoleGoodsIdQuerySchema = z.object({ id: idQuery });

/** Turn an item on (visitors see and order it) or off (hidden, no new orders; orders stay). */
export const goodsEnabledBodySchema = z.object({
  id: idField,
  enabled: z.boolean({ error: 'invalidValue' }),
});

/** A category of one kind (the store's aisles, the rental counter's groups, the menu's sections). */
export const consoleGoodsTypeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(GOODS_KINDS),
  name: allLanguagesSchema,
  sort: z.number().int(),
  /** Items in it, turned on or off. */
  items: z.number().int(),
});
export type ConsoleGoodsType = z.infer<typeof consoleGoodsTypeSchema>;

export const consoleGoodsTypeListSchema = z.object({ list: z.array(consoleGoodsTypeSchema) });

export const consoleGoodsTypeQuerySchema = z.object({
  kind: z.enum(GOODS_KINDS, { error: 'invalidValue' }).optional(),
});

export const goodsTypeSaveBodySchema = z.object({
  id: idField.optional(),
  kind: z.enum(GOODS_KINDS, { error: 'invalidValue' }),
  name: translatedText(MAX_SHORT_TEXT),
  sort: sortField,
});
export type GoodsTypeSaveBody = z.input<typeof goodsTypeSaveBodySchema>;

export const goodsTypeDeleteBodySchema = z.object({ id: idField });
