/**
 * Finding elements as a visitor does: by role and accessible name, by label, by text. The same
 * names and meanings as @testing-library/dom's queries (which this repository does not install),
 * kept small: the roles and naming rules the app's markup uses.
 */

export type Matcher = string | RegExp;

const normalise = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

const matches = (text: string, matcher: Matcher) =>
  typeof matcher === 'string' ? text === matcher : matcher.test(text);

const TEXT_INPUTS = new Set(['', 'text', 'email', 'tel', 'url', 'search', 'password']);

/** The element's role: its `role` attribute, else the one its tag implies. */
export function roleOf(element: Element): string | null {
  const explicit = element.getAttribute('role')?.split(' ')[0];
  if (explicit) return explicit;
  const tag = element.tagName.toLowerCase();
  if (tag === 'input') {
    const type = (element.getAttribute('type') ?? '').toLowerCase();
    if (TEXT_INPUTS.has(type)) return 'textbox';
    if (type === 'number') return 'spinbutton';
    if (type === 'checkbox') return 'checkbox';
    if (type === 'radio') return 'radio';
    if (type === 'range') return 'slider';
    if (type === 'button' || type === 'submit' || type === 'reset') return 'button';
    return null;
  }
  if (/^h[1-6]$/.test(tag)) return 'heading';
  const implied: Record<string, string> = {
    button: 'button',
    textarea: 'textbox',
    select: 'combobox',
    ul: 'list',
    ol: 'list',
    li: 'listitem',
    nav: 'navigation',
    main: 'main',
    dialog: 'dialog',
    table: 'table',
    tr: 'row',
    td: 'cell',
    th: 'columnheader',
    output: 'status',
    form: 'form',
    fieldset: 'group',
    progress: 'progressbar',
  };
  if (tag === 'a') return element.hasAttribute('href') ? 'link' : null;
  if (tag === 'section') {
    const named = element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby');
    return named ? 'region' : null;
  }
  if (tag === 'img') return element.getAttribute('alt') === '' ? 'presentation' : 'img';
  return implied[tag] ?? null;
}

/** Hidden from everyone: inside `hidden`, `aria-hidden="true"` or `display: none`. */
export function isHidden(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.hasAttribute('hidden') || node.getAttribute('aria-hidden') === 'true') return true;
    if (node instanceof HTMLElement && node.style.display === 'none') return true;
  }
  return false;
}

function labelsOf(element: Element): string[] {
  const labels: string[] = [];
  const id = element.getAttribute('id');
  if (id) {
    for (const label of element.ownerDocument.querySelectorAll('label[for]')) {
      if (label.getAttribute('for') === id) labels.push(normalise(label.textContent));
    }
  }
  const wrapping = element.closest('label');
  if (wrapping) labels.push(normalise(wrapping.textContent));
  return labels.filter(Boolean);
}

/** The accessible name: aria-labelledby, aria-label, a label, alt, the text, then title. */
export function nameOf(element: Element): string {
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    return normalise(
      labelledBy
        .split(' ')
        .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
  }
  const ariaLabel = element.getAttribute('aria-label');
  if (ariaLabel) return normalise(ariaLabel);
  const labels = labelsOf(element);
  if (labels.length > 0) return labels.join(' ');
  if (element.tagName === 'IMG') return normalise(element.getAttribute('alt'));
  if (element.tagName === 'FIELDSET') {
    const legend = [...element.children].find((child) => child.tagName === 'LEGEND');
    if (legend) return normalise(legend.textContent);
  }
  const role = roleOf(element);
  const fromContent = ['button', 'link', 'heading', 'tab', 'menuitem', 'option', 'cell'];
  if (role && (fromContent.includes(role) || role === 'columnheader' || role === 'listitem')) {
    const text = normalise(element.textContent);
    if (text) return text;
  }
  return normalise(element.getAttribute('title'));
}

/** The accessible description: the text of what `aria-describedby` points to (a field's error). */
export function descriptionOf(element: Element | null): string | undefined {
  const ids = element?.getAttribute('aria-describedby');
  if (!element || !ids) return undefined;
  return normalise(
    ids
      .split(' ')
      .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}

const levelOf = (element: Element) =>
  Number(element.getAttribute('aria-level') ?? element.tagName.match(/^H([1-6])$/)?.[1] ?? NaN);

/** The text of the element's own text nodes (not its children's), as testing-library reads it. */
const ownText = (element: Element) =>
  normalise(
    [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent)
      .join(''),
  );

export interface RoleOptions {
  name?: Matcher;
  /** For headings: h1 is level 1 (or `aria-level`). */
  level?: number;
  /** Include elements hidden from everyone (default false). */
  hidden?: boolean;
}

function one<T>(found: T[], what: string): T {
  if (found.length === 1) return found[0] as T;
  throw new Error(`${found.length === 0 ? 'No' : `${found.length}`} elements found ${what}`);
}

function maybe<T>(found: T[], what: string): T | null {
  if (found.length > 1) throw new Error(`${found.length} elements found ${what}`);
  return found[0] ?? null;
}

let pause: () => Promise<void> = () => new Promise((resolve) => setTimeout(resolve, 20));

/** How the find queries let the page move on between two looks (the setup wraps it in act). */
export function configureQueries(options: { pause: () => Promise<void> }): void {
  pause = options.pause;
}

/** Polls `find` until it answers without throwing (3 s at most). */
async function eventually<T>(find: () => T, timeout = 3000): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      return find();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await pause();
    }
  }
}

const describeRole = (role: string, options: RoleOptions) =>
  `with role "${role}"${options.name === undefined ? '' : ` and name ${String(options.name)}`}`;

/** The queries on one part of the page (`within(dialog)`), or on the whole body (`screen`). */
export function within(container: ParentNode) {
  const allByRole = (role: string, options: RoleOptions = {}) =>
    [...container.querySelectorAll('*')].filter(
      (element) =>
        roleOf(element) === role &&
        (options.hidden || !isHidden(element)) &&
        (options.name === undefined || matches(nameOf(element), options.name)) &&
        (options.level === undefined || levelOf(element) === options.level),
    ) as HTMLElement[];
  const allByText = (text: Matcher, { selector = '*' } = {}) =>
    [...container.querySelectorAll(selector)].filter(
      (element) =>
        !['SCRIPT', 'STYLE'].includes(element.tagName) &&
        !isHidden(element) &&
        matches(ownText(element), text),
    ) as HTMLElement[];
  const allByLabelText = (text: Matcher) =>
    [...container.querySelectorAll('input, textarea, select, [role], [aria-label]')].filter(
      (element) => {
        const aria = element.getAttribute('aria-label');
        if (aria !== null && matches(normalise(aria), text)) return true;
        const labelledBy = element.getAttribute('aria-labelledby');
        if (labelledBy && matches(nameOf(element), text)) return true;
        return labelsOf(element).some((label) => matches(label, text));
      },
    ) as HTMLElement[];

  const queries = {
    getAllByRole: (role: string, options: RoleOptions = {}) => {
      const found = allByRole(role, options);
      if (found.length === 0) throw new Error(`No elements found ${describeRole(role, options)}`);
      return found;
    },
    queryAllByRole: allByRole,
    getByRole: (role: string, options: RoleOptions = {}) =>
      one(allByRole(role, options), describeRole(role, options)),
    queryByRole: (role: string, options: RoleOptions = {}) =>
      maybe(allByRole(role, options), describeRole(role, options)),
    findByRole: (role: string, options: RoleOptions = {}) =>
      eventually(() => one(allByRole(role, options), describeRole(role, options))),
    findAllByRole: (role: string, options: RoleOptions = {}) =>
      eventually(() => queries.getAllByRole(role, options)),

    getAllByText: (text: Matcher, options?: { selector?: string }) => {
      const found = allByText(text, options);
      if (found.length === 0) throw new Error(`No elements found with text ${String(text)}`);
      return found;
    },
    queryAllByText: allByText,
    getByText: (text: Matcher, options?: { selector?: string }) =>
      one(allByText(text, options), `with text ${String(text)}`),
    queryByText: (text: Matcher, options?: { selector?: string }) =>
      maybe(allByText(text, options), `with text ${String(text)}`),
    findByText: (text: Matcher, options?: { selector?: string }) =>
      eventually(() => one(allByText(text, options), `with text ${String(text)}`)),
    findAllByText: (text: Matcher, options?: { selector?: string }) =>
      eventually(() => queries.getAllByText(text, options)),

    getByLabelText: (text: Matcher) => one(allByLabelText(text), `labelled ${String(text)}`),
    queryByLabelText: (text: Matcher) => maybe(allByLabelText(text), `labelled ${String(text)}`),
    findByLabelText: (text: Matcher) =>
      eventually(() => one(allByLabelText(text), `labelled ${String(text)}`)),
    getAllByLabelText: (text: Matcher) => {
      const found = allByLabelText(text);
      if (found.length === 0) throw new Error(`No elements found labelled ${String(text)}`);
      return found;
    },
  };
  return queries;
}

/** The queries on the whole page, portals (dialogs, popups, toasts) included. */
export const screen = {
  ...within(document.body),
} as ReturnType<typeof within>;
