import { act, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, initI18n } from '#web/lib/i18n.ts';
import { press } from '#web/test/dom.ts';
import { render } from '#web/test/render.tsx';
import { Stepper } from './stepper';

beforeAll(async () => {
  await initI18n('en');
});

afterEach(async () => {
  await changeLocale('en');
});

function Counted({ start = 0, max = 3, disabled = false }) {
  const [value, setValue] = useState(start);
  return (
    <Stepper
      value={value}
      min={0}
      max={max}
      disabled={disabled}
      label="Number of Adult tickets"
      onChange={setValue}
    />
  );
}

const count = (view: HTMLElement) => view.querySelector('[role="spinbutton"]');
const minus = (view: HTMLElement) => view.querySelector<HTMLButtonElement>('.stepper__minus');
const plus = (view: HTMLElement) => view.querySelector<HTMLButtonElement>('.stepper__plus');
const key = (view: HTMLElement, name: string) =>
  act(async () => {
    count(view)?.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));
  });

describe('Stepper', () => {
  it('reads out what it counts, its value and its bounds, and names its buttons', async () => {
    const view = await render(<Counted start={1} />);
    const spin = count(view);
    expect(spin?.getAttribute('aria-label')).toBe('Number of Adult tickets');
    expect(spin?.getAttribute('aria-valuenow')).toBe('1');
    expect(spin?.getAttribute('aria-valuemin')).toBe('0');
    expect(spin?.getAttribute('aria-valuemax')).toBe('3');
    expect(minus(view)?.getAttribute('aria-label')).toBe('Decrease');
    expect(plus(view)?.getAttribute('aria-label')).toBe('Increase');

    await act(async () => changeLocale('ma'));
    expect(minus(view)?.getAttribute('aria-label')).toBe('Kurangkan');
    await act(async () => changeLocale('zh'));
    expect(plus(view)?.getAttribute('aria-label')).toBe('增加');
  });

  it('steps by one and stops at its bounds, the buttons there turned off', async () => {
    const view = await render(<Counted start={2} />);
    await press(plus(view));
    expect(count(view)?.textContent).toBe('3');
    expect(plus(view)?.disabled).toBe(true);
    await press(plus(view));
    expect(count(view)?.textContent).toBe('3');

    for (let i = 0; i < 3; i++) await press(minus(view));
    expect(count(view)?.textContent).toBe('0');
    expect(minus(view)?.disabled).toBe(true);
  });

  it('answers the arrow, Home and End keys within its bounds', async () => {
    const view = await render(<Counted start={1} />);
    await key(view, 'ArrowUp');
    expect(count(view)?.getAttribute('aria-valuenow')).toBe('2');
    await key(view, 'End');
    expect(count(view)?.textContent).toBe('3');
    await key(view, 'ArrowUp');
    expect(count(view)?.textContent).toBe('3');
    await key(view, 'Home');
    await key(view, 'ArrowDown');
    expect(count(view)?.textContent).toBe('0');
  });

  it('changes nothing while turned off', async () => {
    const view = await render(<Counted start={1} disabled />);
    expect(minus(view)?.disabled).toBe(true);
    expect(plus(view)?.disabled).toBe(true);
    await key(view, 'ArrowUp');
    expect(count(view)?.textContent).toBe('1');
    expect(count(view)?.getAttribute('aria-disabled')).toBe('true');
  });
});
