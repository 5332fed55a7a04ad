import { MARKDOWN_ELEMENTS, safeMarkdownUrl } from '@scenic/contracts';
import Markdown from 'react-markdown';

/**
 * How a Markdown text will read on visitors' phones, rendered by the same rules as the visitor
 * app: elements only, raw HTML dropped, links kept only to https, mailto and tel.
 */
export function MarkdownPreview({ text }: { text: string }) {
  return (
    <div className="markdown-preview" data-testid="markdown-preview">
      <Markdown
        skipHtml
        allowedElements={MARKDOWN_ELEMENTS}
        unwrapDisallowed
        urlTransform={safeMarkdownUrl}
      >
        {text}
      </Markdown>
    </div>
  );
}
