import { webAddressProblem } from '../common/web-address.ts';

/**
 * The Markdown staff may write in long texts (agreements, answers to frequent questions): headings,
 * emphasis, lists, quotes, rules and links. The apps render it to elements, never as HTML: raw
 * HTML in the text is dropped, and any other element is shown as its text.
 */
export const MARKDOWN_ELEMENTS = [
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'strong',
  'em',
  'del',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'br',
  'hr',
] as const;

/**
 * A link's address in Markdown text, kept only when it is mailto, tel, or https without a user name
 * or password (the web address rule of every other link staff give visitors).
 */
export function safeMarkdownUrl(url: string): string {
  const trimmed = url.trim();
  if (/^(mailto:|tel:)/i.test(trimmed)) return /[\s<>"]/.test(trimmed) ? '' : trimmed;
  return webAddressProblem(trimmed) === null ? trimmed : '';
}
