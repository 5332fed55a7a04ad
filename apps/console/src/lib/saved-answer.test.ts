import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { showSaved } from './saved-answer.ts';

describe("a save's answer on screen", () => {
  it('is not overwritten by an older read that lands after it', async () => {
    const client = new QueryClient();
    const key = ['content', 'weather-guarantee'];
    client.setQueryData(key, { rainDays: [] });
    let answerRead: (value: { rainDays: string[] }) => void = () => {};
    // The screen reads again (the window came back into focus) and the answer is slow to come.
    const read = client
      .fetchQuery({
        queryKey: key,
        queryFn: () => new Promise<{ rainDays: string[] }>((resolve) => (answerRead = resolve)),
        staleTime: 0,
      })
      .catch(() => undefined);
    showSaved(client, key, { rainDays: ['2026-11-27'] });
    answerRead({ rainDays: [] });
    await read;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.getQueryData(key)).toEqual({ rainDays: ['2026-11-27'] });
  });

  it('without calling the read off, the older answer would win (what the helper prevents)', async () => {
    const client = new QueryClient();
    const key = ['content', 'weather-guarantee'];
    let answerRead: (value: { rainDays: string[] }) => void = () => {};
    const read = client.fetchQuery({
      queryKey: key,
      queryFn: () => new Promise<{ rainDays: string[] }>((resolve) => (answerRead = resolve)),
    });
    client.setQueryData(key, { rainDays: ['2026-11-27'] });
    answerRead({ rainDays: [] });
    await read;
    expect(client.getQueryData(key)).toEqual({ rainDays: [] });
  });
});
