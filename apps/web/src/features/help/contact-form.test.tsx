import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n, loadAccountTexts } from '#web/lib/i18n.ts';
import { api, refusal } from '#web/test/api.ts';
import { press, typeInto } from '#web/test/dom.ts';
import { renderPage } from '#web/test/page.tsx';
import { descriptionOf, screen } from '#web/test/queries.ts';
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
  await renderPage(<HelpCentrePage />, { path: '/about' });
  await screen.findByRole('button', { name: 'Submit' });
}

describe('help centre', () => {
  it('shows the FAQ as text, never as HTML', async () => {
    await open();
    expect(await screen.findByText('When is the park open?')).toBeTruthy();
    const markup = screen.getByText('Can I bring <b>food</b>?');
    expect(markup.querySelector('b')).toBeNull();
  });

  it('names each empty required field and asks for a way to reply', async () => {
    await open();
    await press(screen.getByRole('button', { name: 'Submit' }));
    expect(descriptionOf(screen.getByLabelText('Name'))).toBe('Please enter your name');
    expect(descriptionOf(screen.getByLabelText('Phone'))).toBe(
      'Please leave a phone number or an e-mail so we can reply',
    );
    expect(descriptionOf(screen.getByLabelText('Message'))).toBe('Please enter the content');
    expect(await contactCalls()).toEqual([]);
  });

  it('rejects a malformed e-mail or phone number', async () => {
    await open();
    await typeInto(screen.getByLabelText('Name'), 'Aisha');
    await typeInto(screen.getByLabelText('Phone'), '12ab');
    await typeInto(screen.getByLabelText('E-mail'), 'aisha@example');
    await typeInto(screen.getByLabelText('Message'), 'Hello');
    await press(screen.getByRole('button', { name: 'Submit' }));
    expect(descriptionOf(screen.getByLabelText('Phone'))).toBe('Malformed phone number');
    expect(descriptionOf(screen.getByLabelText('E-mail'))).toBe('Malformed email');
    expect(await contactCalls()).toEqual([]);
  });

  it('refuses a disposable address for the reply', async () => {
    await open();
    await typeInto(screen.getByLabelText('Name'), 'Aisha');
    await typeInto(screen.getByLabelText('E-mail'), 'aisha@yopmail.com');
    await typeInto(screen.getByLabelText('Message'), 'Hello');
    await press(screen.getByRole('button', { name: 'Submit' }));
    expect(descriptionOf(screen.getByLabelText('E-mail'))).toBe('Email format not allowed');
    expect(await contactCalls()).toEqual([]);
  });

  it('sends the message, says so and clears the form', async () => {
    await open();
    await typeInto(screen.getByLabelText('Name'), ' Aisha ');
    await typeInto(screen.getByLabelText('E-mail'), 'aisha@example.com');
    await typeInto(screen.getByLabelText('Message'), 'Is the canopy walk open?');
    expect(screen.getByText('24/2000')).toBeTruthy();
    await press(screen.getByRole('button', { name: 'Submit' }));
    const sent = await contactCalls();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      name: 'Aisha',
      phone: '',
      email: 'aisha@example.com',
      content: 'Is the canopy walk open?',
    });
    expect(toast.showToast).toHaveBeenCalledWith('Submission successful');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
  });

  it('keeps what was typed when the server refuses', async () => {
    server.use(api.post('/index/common/contact', refusal(1002, 'Please enter the content')));
    await open();
    await typeInto(screen.getByLabelText('Name'), 'Aisha');
    await typeInto(screen.getByLabelText('Phone'), '+60 12-345 6789');
    await typeInto(screen.getByLabelText('Message'), 'Hi');
    await press(screen.getByRole('button', { name: 'Submit' }));
    expect(toast.showToast).not.toHaveBeenCalledWith('Submission successful');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Aisha');
  });
});
