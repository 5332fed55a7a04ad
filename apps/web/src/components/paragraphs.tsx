/** Splits plain text into paragraphs at blank lines; single line breaks stay (CSS pre-line). */
export function splitParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** Operator text shown as text, never as HTML: React escapes every character. */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className ? `paragraphs ${className}` : 'paragraphs'}>
      {splitParagraphs(text).map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, never reordered
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
