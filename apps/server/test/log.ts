import { Writable } from 'node:stream';
import { loggerOptions } from '#server/logger.ts';

/** A logger whose lines (JSON, from `info` up) a test reads back from `lines`. */
export function capturedLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: { ...(loggerOptions('info') as object), stream } };
}
