import {
  ERROR_CODE,
  type IssuedGiftCard,
  type IssueGiftCardBody,
  VALIDATION_MESSAGES,
} from '@scenic/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, refusal } from '#console/test/api.ts';
import { consoleGiftCard } from '#console/test/generators.ts';
import { descriptionOf, screen, within } from '#console/test/queries.ts';
import { press, renderScreen, typeInto } from '#console/test/render.tsx';
import { sentTo, server } from '#console/test/server.ts';
import { IssueDrawer } from './issue-drawer';

const issuedCard: IssuedGiftCard = {
  card: consoleGiftCard({ id: 4, value: '25.00', balance: '25.00', source: 'issued' }),
  pin: '',
};

const issues = async () =>
  (await sentTo('/console/gift-cards/issue')).map((sent) => sent.body as IssueGiftCardBody);

const onClose = vi.fn();
const onIssued = vi.fn();

beforeEach(() => {
  onClose.mockReset();
  onIssued.mockReset();
  server.use(api.post<IssuedGiftCard>('/console/gift-cards/issue', issuedCard));
});

async function open() {
  await renderScreen(<IssueDrawer onClose={onClose} onIssued={onIssued} />);
  return within(await screen.findByRole('dialog', { name: 'Issue a gift card' }));
}

const field = (form: ReturnType<typeof within>, label: string) =>
  form.getByLabelText(label) as HTMLInputElement;

/** The drawer's Issue, at its top. */
const issueButton = (form: ReturnType<typeof within>) =>
  form.getByText('Issue', { selector: 'button span' }).closest('button');

describe('issuing a card by hand', { timeout: 15_000 }, () => {
  it('sends the amount and why, and hands the new card on to be shown', async () => {
    const form = await open();
    expect(form.getByText('From RM 1 to RM 5000')).toBeTruthy();
    await typeInto(field(form, 'Amount'), ' 25.00 ');
    await typeInto(field(form, 'Reason'), 'Ride closed for the afternoon');
    await press(issueButton(form));
    await expect
      .poll(issues)
      .toEqual([{ amount: '25.00', reason: 'Ride closed for the afternoon' }]);
    await expect.poll(() => onIssued.mock.calls).toEqual([[issuedCard]]);
  });

  it('shows what is wrong under each field, and sends nothing until it is right', async () => {
    const form = await open();
    await typeInto(field(form, 'Amount'), '9000');
    await typeInto(field(form, 'Reason'), 'no');
    await press(issueButton(form));
    await form.findByText('Enter an amount from RM 1 to RM 5000');
    expect(descriptionOf(field(form, 'Amount'))).toContain('Enter an amount from RM 1 to RM 5000');
    expect(descriptionOf(field(form, 'Reason'))).toContain('Say why (at least 3 characters)');
    expect(form.getByRole('alert').textContent).toContain('Some fields need a change');
    expect(await issues()).toEqual([]);
  });

  it('puts the server’s refusal under the field it is about', async () => {
    server.use(
      api.post('/console/gift-cards/issue', () =>
        refusal(ERROR_CODE.validation, VALIDATION_MESSAGES.textInvalidCharacters.en),
      ),
    );
    const form = await open();
    await typeInto(field(form, 'Amount'), '25');
    await typeInto(field(form, 'Reason'), 'Ride closed');
    await press(issueButton(form));
    await form.findByText(VALIDATION_MESSAGES.textInvalidCharacters.en);
    expect(descriptionOf(field(form, 'Reason'))).toContain(
      VALIDATION_MESSAGES.textInvalidCharacters.en,
    );
    expect(onIssued).not.toHaveBeenCalled();
  });

  it('says above the form when the server refuses for another reason', async () => {
    server.use(api.post('/console/gift-cards/issue', () => refusal(1003, 'No permission')));
    const form = await open();
    await typeInto(field(form, 'Amount'), '25');
    await typeInto(field(form, 'Reason'), 'Ride closed');
    await press(issueButton(form));
    expect((await form.findByRole('alert')).textContent).toBe('No permission');
    expect(onIssued).not.toHaveBeenCalled();
  });
});
