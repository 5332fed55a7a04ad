import type {
  ConsoleGoodsList,
  ConsoleGoodsType,
  ConsolePromotion,
  ConsoleTicket,
  PromotionSaveBody,
} from '@scenic/contracts';
import { ERROR_CODE } from '@scenic/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, refusal } from '#console/test/api.ts';
import { consolePromotion, consoleTicket } from '#console/test/generators.ts';
import { descriptionOf, screen, within } from '#console/test/queries.ts';
import { press, renderScreen, typeInto } from '#console/test/render.tsx';
import { sentTo, server } from '#console/test/server.ts';
import { PromotionForm } from './promotion-form';

const saves = async () =>
  (await sentTo('/console/promotions/save')).map((sent) => sent.body as PromotionSaveBody);

const onClose = vi.fn();

beforeEach(() => {
  onClose.mockReset();
  server.use(
    api.get<{ list: ConsoleTicket[] }>('/console/catalogue/tickets', { list: [consoleTicket()] }),
    api.get<ConsoleGoodsList>('/console/catalogue/goods', {
      list: [],
      total: 0,
      page: 1,
      limit: 50,
    }),
    api.get<{ list: ConsoleGoodsType[] }>('/console/catalogue/categories', { list: [] }),
    api.post<ConsolePromotion>('/console/promotions/save', ({ body }) =>
      consolePromotion({ id: 9, name: (body as PromotionSaveBody).name }),
    ),
  );
});

/** The form in its drawer, for a new promotion or the one given. */
async function open(promotion: ConsolePromotion | null = null) {
  await renderScreen(<PromotionForm promotion={promotion} onClose={onClose} />);
  return within(
    await screen.findByRole('dialog', { name: promotion ? 'Change promotion' : 'New promotion' }),
  );
}

// By label, not by role: working out every role of a form this size takes jsdom a while.
const field = (form: ReturnType<typeof within>, label: string) =>
  form.getByLabelText(label) as HTMLInputElement;

/** The drawer's Save, at its top. */
const saveButton = (form: ReturnType<typeof within>) => form.getByText('Save').closest('button');

// The first form of a file also computes the kit's styles of every kind of field in it (pickers,
// selects, number fields): seconds on a busy two-core machine, on top of what the test does.
const FORM_TIMEOUT = { timeout: 15_000 };

describe('a new promotion', FORM_TIMEOUT, () => {
  it('sends what was typed, with one shared code as visitors will type it', async () => {
    const form = await open();
    await typeInto(field(form, 'Name'), 'Food fortnight');
    await press(field(form, 'Amount off'));
    await typeInto(field(form, 'Amount off the order'), '5');
    await press(field(form, 'Food'));
    await typeInto(field(form, 'Uses per visitor'), '2');
    await typeInto(field(form, 'Minimum spend'), '30');
    await typeInto(field(form, 'Code'), 'food fort 5');
    // As stored: what visitors type is the same code in any case and with spaces.
    expect(field(form, 'Code')).toHaveProperty('value', 'FOODFORT5');
    await press(saveButton(form));
    await expect.poll(saves).toEqual([
      {
        name: 'Food fortnight',
        type: 'amount',
        value: '5',
        scope: { kinds: ['food'], ticketIds: [], variantIds: [], goodsIds: [], categoryIds: [] },
        // What was left empty is left out: no dates, no other limit.
        maxPerVisitor: 2,
        minSpend: '30',
        codes: { mode: 'shared', code: 'FOODFORT5' },
      },
    ]);
    await expect.poll(() => onClose.mock.calls.length).toBe(1);
  });

  it('makes a batch of single-use codes with a prefix', async () => {
    const form = await open();
    await typeInto(field(form, 'Name'), 'Hotel guests');
    await typeInto(field(form, 'Percentage'), '15');
    await press(field(form, 'A batch of single-use codes'));
    await typeInto(field(form, 'How many codes'), '250');
    await typeInto(field(form, 'Start of each code'), 'hotel');
    await press(saveButton(form));
    await expect
      .poll(async () => (await saves()).map((body) => [body.type, body.value, body.codes]))
      .toEqual([['percent', '15', { mode: 'batch', count: 250, prefix: 'HOTEL' }]]);
  });

  it('shows what is wrong under each field, and sends nothing until it is right', async () => {
    const form = await open();
    await typeInto(field(form, 'Percentage'), '150');
    await typeInto(field(form, 'Code'), 'x');
    await press(saveButton(form));
    expect(descriptionOf(field(form, 'Name'))).toContain('Give the promotion a name');
    expect(descriptionOf(field(form, 'Percentage'))).toContain(
      'Enter a whole percentage from 1 to 100',
    );
    expect(descriptionOf(field(form, 'Code'))).toContain(
      'A code is 3 to 32 letters, digits or dashes',
    );
    expect(form.getByRole('alert').textContent).toContain('Some fields need a change');
    expect(await saves()).toEqual([]);
  });

  it('says under the code field when another promotion has the code', async () => {
    server.use(
      api.post('/console/promotions/save', () =>
        refusal(ERROR_CODE.promoCodeExists, 'Another promotion already has this code'),
      ),
    );
    const form = await open();
    await typeInto(field(form, 'Name'), 'Again');
    await typeInto(field(form, 'Percentage'), '10');
    await typeInto(field(form, 'Code'), 'summer10');
    await press(saveButton(form));
    await expect
      .poll(() => descriptionOf(field(form, 'Code')))
      .toContain('Another promotion already has this code');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('a promotion already made', FORM_TIMEOUT, () => {
  it('changes its terms, a limit emptied goes, and its codes never change', async () => {
    const form = await open(
      consolePromotion({ saleFrom: '2026-12-01', saleTo: '2026-12-31', maxPerVisitor: 1 }),
    );
    expect(form.queryByLabelText('A batch of single-use codes')).toBeNull();
    expect(form.getByText('Codes cannot change once made.')).toBeTruthy();
    await typeInto(field(form, 'Percentage'), '20');
    await typeInto(field(form, 'Uses per visitor'), '');
    await press(saveButton(form));
    await expect.poll(saves).toEqual([
      {
        id: 1,
        name: 'Summer holidays',
        type: 'percent',
        value: '20',
        scope: { kinds: [], ticketIds: [], variantIds: [], goodsIds: [], categoryIds: [] },
        saleFrom: '2026-12-01',
        saleTo: '2026-12-31',
      },
    ]);
  });
});
