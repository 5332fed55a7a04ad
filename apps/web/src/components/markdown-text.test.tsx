import { describe, expect, it } from 'vitest';
import { render } from '#web/test/render.tsx';
import { MarkdownText } from './markdown-text';

describe('an operator’s Markdown text', () => {
  it('shows headings, emphasis, lists and safe links', async () => {
    const view = await render(
      <MarkdownText
        text={
          '## Refunds\n\nAsk **before 18:00** the day before.\n\n- Unused tickets\n- Rain days\n\n[Write to us](mailto:support@bukitawan.example) or [read more](https://bukitawan.example/terms).'
        }
      />,
    );
    expect(view.querySelector('h3')?.textContent).toBe('Refunds');
    expect(view.querySelector('strong')?.textContent).toBe('before 18:00');
    expect([...view.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Unused tickets',
      'Rain days',
    ]);
    const links = [...view.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'mailto:support@bukitawan.example',
      'https://bukitawan.example/terms',
    ]);
    expect(links[1]?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('never runs or renders HTML, and drops unsafe links to their text', async () => {
    const view = await render(
      <MarkdownText
        text={
          'Hello <script>alert(1)</script><img src=x onerror="alert(2)"> world\n\n<iframe src="https://x"></iframe>\n\n[tap](javascript:alert(3)) ![pic](https://x/p.png)'
        }
      />,
    );
    expect(view.querySelector('script, img, iframe')).toBeNull();
    expect(view.querySelector('a')).toBeNull();
    expect(view.textContent).toContain('tap');
    expect(view.innerHTML).not.toContain('javascript:');
    expect(view.innerHTML).not.toContain('onerror');
  });

  it('reads plain text as before: paragraphs at blank lines, line breaks kept', async () => {
    const view = await render(<MarkdownText text={'First line\nsecond line\n\nNext paragraph'} />);
    const paragraphs = [...view.querySelectorAll('p')].map((p) => p.textContent);
    expect(paragraphs).toEqual(['First line\nsecond line', 'Next paragraph']);
  });
});
