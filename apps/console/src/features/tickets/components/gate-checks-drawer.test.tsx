import type { ConsoleGateCheck, GateCheckSave } from '@scenic/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '#console/test/api.ts';
import { screen, within } from '#console/test/queries.ts';
import { press, renderScreen, typeInto } from '#console/test/render.tsx';
import { sentTo, server } from '#console/test/server.ts';
import { GateChecksDrawer } from './gate-checks-drawer';

const myKad: ConsoleGateCheck = {
  id: 1,
  name: { zh: 'MyKad', en: 'MyKad', ma: 'MyKad' },
  used: 2,
};
const student: ConsoleGateCheck = {
  id: 4,
  name: { zh: '学生证', en: 'Student card', ma: 'Kad pelajar' },
  used: 0,
};

beforeEach(() => {
  server.use(
    api.get<{ list: ConsoleGateCheck[] }>('/console/catalogue/gate-checks', {
      list: [myKad, student],
    }),
    api.post<ConsoleGateCheck>('/console/catalogue/gate-checks/save', ({ body }) => ({
      id: 9,
      name: (body as GateCheckSave).name,
      used: 0,
    })),
    api.post<null>('/console/catalogue/gate-checks/delete', null),
  );
});

async function open() {
  await renderScreen(<GateChecksDrawer onClose={() => {}} />);
  return screen.findByRole('dialog', { name: 'Cards checked at the gate' });
}

describe('the cards checked at the gate', () => {
  it('lists each card in every language with how many ticket types ask for it', async () => {
    const drawer = within(await open());
    const rows = await drawer.findAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      'MyKadMyKad · MyKad · MyKad2 ticket types',
      'Student card学生证 · Student card · Kad pelajar0 ticket types',
    ]);
    // A card a type still asks for cannot be removed; an unused one can.
    expect(drawer.getByRole('button', { name: 'Remove MyKad' })).toHaveProperty('disabled', true);
    expect(drawer.getByRole('button', { name: 'Remove Student card' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('adds a card only once it is named in all three languages', async () => {
    const drawer = within(await open());
    await press(drawer.getByRole('button', { name: /Add a card/ }));
    const fields = drawer.getAllByRole('textbox');
    await typeInto(fields[1] ?? null, 'Teacher card');
    await press(drawer.getByRole('button', { name: 'Save' }));
    const missing = await drawer.findAllByText(/^Missing in /);
    expect(missing.map((message) => message.textContent)).toEqual([
      'Missing in Chinese',
      'Missing in Malay',
    ]);
    expect(await sentTo('/console/catalogue/gate-checks/save')).toEqual([]);

    await typeInto(fields[0] ?? null, '教师证');
    await typeInto(fields[2] ?? null, 'Kad guru');
    await press(drawer.getByRole('button', { name: 'Save' }));
    await expect
      .poll(async () => (await sentTo('/console/catalogue/gate-checks/save')).map((s) => s.body))
      .toEqual([{ name: { zh: '教师证', en: 'Teacher card', ma: 'Kad guru' } }]);
  });

  it('asks before removing a card, then removes it', async () => {
    const drawer = within(await open());
    await press(await drawer.findByRole('button', { name: 'Remove Student card' }));
    const [title] = await screen.findAllByText('Remove “Student card”?');
    const confirm = within(title?.closest('.ant-modal') as HTMLElement);
    expect(await sentTo('/console/catalogue/gate-checks/delete')).toEqual([]);
    await press(confirm.getByRole('button', { name: 'Remove' }));
    await expect
      .poll(async () => (await sentTo('/console/catalogue/gate-checks/delete')).map((s) => s.body))
      .toEqual([{ id: 4 }]);
  });
});
