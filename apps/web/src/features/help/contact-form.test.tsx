import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n, loadAccountTexts } from '#web/lib/i18n.ts';
import { api, refusal } from '#web/test/api.ts';
import { press, typeInto } from '#web/test/dom.ts';
import { renderPage } from '#web/test/page.tsx';
import { byTestId, waitFor } from '#web/test/render.tsx';
import { sentTo, server } from '#web/test/server.ts';
import { toast } from '#web/test/toast.ts';
import HelpCentrePage from './help-centre-page';

const contactCalls = () => sentTo('/index/common/contact');

beforeAll(async () => {
  await initI18n('en');
  await loadAccountTexts();
});

beforeEach(() => {
  localStorage.setItem('lang', 'en');
  server.use(api.post<null>('/index/common/contact', null));
});

async function open() {
  const { view } = await renderPage(<HelpCentrePage />, { path: '/about' });
  await waitFor(() => byTestId(view, 'contact-submit'));
  return view;
}

const error = (view: HTMLElement, testId: string) => {
  const described = byTestId(view, testId)?.getAttribute('aria-describedby');
  return described ? document.getElementById(described)?.textContent : undefined;
};

describe('help centre', () => {
  it('shows the FAQ as text, never as HTML', async () => {
    const view = await open();
    const faq = await waitFor(() => byTestId(view, 'faq'));
    expect(faq.textContent).toContain('When is the park open?');
    expect(faq.textContent).toContain('Can I bring <b>food</b>?');
    expect(faq.querySelector('b')).toBeNull();
  });

  it('names each empty required field and asks for a way to reply', async () => {
    const view = await open();
    await press(byTestId(view, 'contact-submit'));
    expect(error(view, 'contact-name')).toBe('Please enter your name');
    expect(error(view, 'contact-phone')).toBe(
      'Please leave a phone number or an e-mail so we can reply',
    );
    expect(error(view, 'contact-content')).toBe('Please enter the content');
    expect(await contactCalls()).toEqual([]);
  });

  it('rejects a malformed e-mail or phone number', async () => {
    const view = await open();
    await typeInto(byTestId(view, 'contact-name'), 'Aisha');
    await typeInto(byTestId(view, 'contact-phone'), '12ab');
    await typeInto(byTestId(view, 'contact-email'), 'aisha@example');
    await typeInto(byTestId(view, 'contact-content'), 'Hello');
    await press(byTestId(view, 'contact-submit'));
    expect(error(view, 'contact-phone')).toBe('Malformed phone number');
    expect(error(view, 'contact-email')).toBe('Malformed email');
    expect(await contactCalls()).toEqual([]);
  });

  it('refuses a disposable address for the reply', async () => {
    const view = await open();
    await typeInto(byTestId(view, 'contact-name'), 'Aisha');
    await typeInto(byTestId(view, 'contact-email'), 'aisha@yopmail.com');
    await typeInto(byTestId(view, 'contact-content'), 'Hello');
    await press(byTestId(view, 'contact-submit'));
    expect(error(view, 'contact-email')).toBe('Email format not allowed');
    expect(await contactCalls()).toEqual([]);
  });

  it('sends the message, says so and clears the form', async () => {
    const view = await open();
    await typeInto(byTestId(view, 'contact-name'), ' Aisha ');
    await typeInto(byTestId(view, 'contact-email'), 'aisha@example.com');
    await typeInto(byTestId(view, 'contact-content'), 'Is the canopy walk open?');
    expect(view.textContent).toContain('24/2000');
    await press(byTestId(view, 'contact-submit'));
    const sent = await contactCalls();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      name: 'Aisha',
      phone: '',
      email: 'aisha@example.com',
      content: 'Is the canopy walk open?',
    });
    expect(toast.showToast).toHaveBeenCalledWith('Submission successful');
    expect((byTestId(view, 'contact-name') as HTMLInputElement).value).toBe('');
    expect((byTestId(view, 'contact-content') as HTMLTextAreaElement).value).toBe('');
  });

  it('keeps what was typed when the server refuses', async () => {
    server.use(api.post('/index/common/contact', refusal(1002, 'Please enter the content')));
    const view = await open();
    await typeInto(byTestId(view, 'contact-name'), 'Aisha');
    await typeInto(byTestId(view, 'contact-phone'), '+60 12-345 6789');
    await typeInto(byTestId(view, 'contact-content'), 'Hi');
    await press(byTestId(view, 'contact-submit'));
    expect(toast.showToast).not.toHaveBeenCalledWith('Submission successful');
    expect((byTestId(view, 'contact-name') as HTMLInputElement).value).toBe('Aisha');
  });
});
