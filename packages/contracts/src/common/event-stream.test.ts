import { describe, expect, it } from 'vitest';
import { parseEvents } from './event-stream.ts';

describe('reading the live stream', () => {
  it('reads named events with JSON data and keeps an unfinished one for the next chunk', () => {
    const { events, rest } = parseEvents(
      'event: hello\ndata: {}\n\nevent: order\ndata: {"id":7,"status":"making"}\n\nevent: ord',
    );
    expect(events).toEqual([
      { event: 'hello', data: '{}' },
      { event: 'order', data: '{"id":7,"status":"making"}' },
    ]);
    expect(rest).toBe('event: ord');
  });

  it('skips keep-alive comments and joins data lines', () => {
    const { events } = parseEvents(': ping\n\ndata: a\ndata: b\n\n');
    expect(events).toEqual([{ event: 'message', data: 'a\nb' }]);
  });
});
