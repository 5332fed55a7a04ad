import { connect } from 'node:net';

export interface RawExchange {
  /** Everything the server sent back, as text. */
  answer: string;
  /** Body bytes written before the server answered or closed. */
  sent: number;
}

/**
 * Writes `head` and then the body's chunks to a real socket of the listening app, as a client that
 * keeps sending until the server answers; resolves once the server has closed the connection, and
 * rejects when it has not within `ms` (it kept reading, or waits for a body that never comes).
 */
export function rawExchange(
  port: number,
  head: string,
  body: Iterable<Buffer> = [],
  ms = 5000,
): Promise<RawExchange> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    let stopped = false;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server neither answered nor closed in ${ms} ms (${sent} bytes sent)`));
    }, ms);
    socket.on('data', (chunk) => {
      answer += String(chunk);
      stopped = true;
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ answer, sent });
    });
    // A reset is how a cut connection looks to a client still sending: 'close' follows.
    socket.on('error', () => {});
    socket.write(head);
    const chunks = body[Symbol.iterator]();
    const writeMore = () => {
      for (let next = chunks.next(); !next.done; next = chunks.next()) {
        if (stopped || socket.destroyed) return;
        sent += next.value.length;
        if (!socket.write(next.value)) {
          socket.once('drain', writeMore);
          return;
        }
      }
    };
    writeMore();
  });
}

/** `bytes` of body in HTTP chunked framing, a mebibyte a chunk; with no last chunk (more to come). */
export function* chunked(bytes: number): Generator<Buffer> {
  for (let left = bytes; left > 0; left -= 1024 * 1024) {
    const size = Math.min(left, 1024 * 1024);
    yield Buffer.concat([
      Buffer.from(`${size.toString(16)}\r\n`),
      Buffer.alloc(size, 0x61),
      Buffer.from('\r\n'),
    ]);
  }
}
