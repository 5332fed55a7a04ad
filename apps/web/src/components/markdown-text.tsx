import './markdown-text.css';
import { MARKDOWN_ELEMENTS, safeMarkdownUrl } from '@scenic/contracts';
import Markdown, { type Components } from 'react-markdown';

/** Headings inside a page that has its own title start one level down. */
const COMPONENTS: Components = {
  h1: ({ node: _node, ...props }) => <h3 {...props} />,
  h2: ({ node: _node, ...props }) => <h3 {...props} />,
  h3: ({ node: _node, ...props }) => <h4 {...props} />,
  h4: ({ node: _node, ...props }) => <h5 {...props} />,
  a: ({ node: _node, href, children, ...props }) =>
    href ? (
      <a
        {...props}
        href={href}
        {...(href.startsWith('https:') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
};

/**
 * An operator's long text written in Markdown (agreements, answers): rendered to elements, never
 * as HTML. Raw HTML in it is dropped, other elements show as their text, and a link keeps only an
 * https, mailto or tel address. Plain text reads as it did: paragraphs at blank lines, line breaks kept.
 */
export function MarkdownText({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className ? `markdown ${className}` : 'markdown'}>
      <Markdown
        skipHtml
        allowedElements={MARKDOWN_ELEMENTS}
        unwrapDisallowed
        urlTransform={safeMarkdownUrl}
        components={COMPONENTS}
      >
        {text}
      </Markdown>
    </div>
  );
}
