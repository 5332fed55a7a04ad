import { Fragment } from 'react';

/**
 * Where a long token may break: after "@" and "/", before "." "-" "_" "?" "&" "=" "#", so an e-mail
 * breaks at "support@ | bukitawan.example", not inside a word. A run longer than a line (an order
 * number on a narrow screen) still breaks where it must, by `overflow-wrap: break-word`.
 */
export function tokenParts(text: string): string[] {
  return text.split(/(?<=[@/])|(?=[.\-_?&=#])/).filter(Boolean);
}

/** An e-mail, web address or order number that wraps at its own seams, never past the screen. */
export function LongToken({ text }: { text: string }) {
  const parts = tokenParts(text);
  return (
    <span className="long-token">
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string never reorder
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
