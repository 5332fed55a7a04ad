/**
 * The wire format of the live streams (server-sent events). Browsers' EventSource cannot send the
 * session headers, so the apps read streams through fetch and split them with this.
 */
export interface StreamEvent {
  event: string;
  data: string;
}

/** Splits a server-sent-events text into its events; the unfinished tail is returned to keep. */
export function parseEvents(buffer: string): { events: StreamEvent[]; rest: string } {
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: StreamEvent[] = [];
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0 || event !== 'message') events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

export interface EventStreamHandlers {
  onEvent(event: StreamEvent): void;
  /** True while the stream is open; false when it was cut (the screen then asks by polling). */
  onConnected(connected: boolean): void;
}

/**
 * Follows an event stream through fetch, asking `connect` for the address and headers each time
 * (a session may have changed), and reconnects after a cut (1 s, doubling up to 30 s). Returns `stop`.
 */
export function followEvents(
  connect: () => { url: string; headers: Headers },
  handlers: EventStreamHandlers,
): () => void {
  const abort = new AbortController();
  let delay = 1_000;
  const run = async () => {
    while (!abort.signal.aborted) {
      try {
        const { url, headers } = connect();
        const response = await fetch(url, { headers, signal: abort.signal });
        if (!response.ok || !response.body) throw new Error(`stream ${response.status}`);
        if (!(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
          throw new Error('not an event stream');
        }
        handlers.onConnected(true);
        delay = 1_000;
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const parsed = parseEvents(buffer + value);
          buffer = parsed.rest;
          for (const event of parsed.events) handlers.onEvent(event);
        }
      } catch {
        if (abort.signal.aborted) return;
      }
      handlers.onConnected(false);
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, 30_000);
    }
  };
  void run();
  return () => abort.abort();
}
