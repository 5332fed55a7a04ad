import { App, Table } from 'antd';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '#console/lib/i18n.ts';
import { editDeleteColumn, switchColumn } from './columns';

beforeAll(() => initI18n('en'));

interface Camera {
  id: number;
  name: string;
  online: boolean;
}

const CAMERAS: Camera[] = [
  { id: 1, name: 'Waterfall', online: true },
  { id: 2, name: 'Canopy', online: false },
];

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

async function mount() {
  const onChange = vi.fn();
  const onEdit = vi.fn();
  const onDelete = vi.fn(() => Promise.resolve());
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root?.render(
      <App>
        <Table<Camera>
          rowKey="id"
          dataSource={CAMERAS}
          pagination={false}
          columns={[
            { title: 'Name', dataIndex: 'name' },
            switchColumn({
              title: 'On air',
              dataIndex: 'online',
              label: (row) => `On air: ${row.name}`,
              onChange,
            }),
            editDeleteColumn({
              name: (row) => row.name,
              deleteText: 'Visitors no longer see it.',
              onEdit,
              onDelete,
            }),
          ]}
        />
      </App>,
    ),
  );
  return { container, onChange, onEdit, onDelete };
}

const button = (within: ParentNode, text: string) =>
  [...within.querySelectorAll('button')].find((b) => b.textContent === text);

describe('list columns', () => {
  it('shows each row’s switch named after the row, and a tap changes that row', async () => {
    const { container, onChange } = await mount();
    const canopy = container.querySelector<HTMLButtonElement>('[aria-label="On air: Canopy"]');
    expect(canopy?.getAttribute('aria-checked')).toBe('false');
    expect(
      container.querySelector('[aria-label="On air: Waterfall"]')?.getAttribute('aria-checked'),
    ).toBe('true');
    await act(async () => canopy?.click());
    expect(onChange).toHaveBeenCalledWith(CAMERAS[1], true);
  });

  it('Change opens that row; Delete asks first, naming the row, and deletes only on Delete', async () => {
    const { container, onEdit, onDelete } = await mount();
    const rows = container.querySelectorAll('tbody tr');
    const second = rows[1] as HTMLElement;
    await act(async () => button(second, 'Change')?.click());
    expect(onEdit).toHaveBeenCalledWith(CAMERAS[1]);

    await act(async () => button(second, 'Delete')?.click());
    const dialog = await vi.waitFor(() => {
      const found = document.querySelector('.ant-modal-confirm');
      if (!found) throw new Error('no confirmation yet');
      return found;
    });
    expect(dialog.textContent).toContain('Canopy');
    expect(dialog.textContent).toContain('Visitors no longer see it.');
    expect(onDelete).not.toHaveBeenCalled();
    await act(async () => button(dialog, 'Delete')?.click());
    expect(onDelete).toHaveBeenCalledWith(CAMERAS[1]);
  });
});
