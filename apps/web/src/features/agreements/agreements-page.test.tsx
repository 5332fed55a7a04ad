import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadAccountTexts } from '#web/lib/i18n.ts';
import { press } from '#web/test/dom.ts';
import { renderPage } from '#web/test/page.tsx';
import { screen, within } from '#web/test/queries.ts';
import AgreementsPage from './agreements-page';

beforeAll(async () => {
  await initI18n('en');
  await loadAccountTexts();
});

describe('agreements', () => {
  it('shows the one ?type asks for, its Markdown as paragraphs, never as HTML', async () => {
    await renderPage(<AgreementsPage />, { path: '/xieyi', at: '/xieyi?type=privacy' });
    const agreement = screen.getByRole('tabpanel');
    expect(
      (await within(agreement).findByRole('heading', { name: 'Privacy Policy' })).tagName,
    ).toBe('H2');
    // The app's one date format, as order and visit dates are written.
    expect(agreement.querySelector('.agreement__date')?.textContent).toBe(
      'Updated Thu, 1 Jan 2026',
    );
    const paragraphs = [...agreement.querySelectorAll('.markdown p')].map((p) =>
      p.textContent?.trim(),
    );
    // Raw HTML in the text is dropped, never rendered.
    expect(paragraphs).toEqual(['We keep your data safe.', 'We never sell it.']);
    expect(agreement.querySelector('img')).toBeNull();

    await press(screen.getByRole('tab', { name: 'Terms of Use' }));
    expect(within(screen.getByRole('tabpanel')).getByRole('heading').textContent).toBe(
      'Terms of Use',
    );
  });
});
