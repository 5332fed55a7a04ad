import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '#server/lib/errors.ts';
import type { LiveScreen } from './feed.ts';

export interface LiveStreamPolicy {
  /** Open streams one owner (a visitor, a staff session) may hold at once; past it, 1081. */
  maxPerOwner: number;
  /** How often each stream's caller is asked again whether it may still watch (ms). */
  checkEveryMs: number;
}

interface OpenStream {
  owner: string;
  screen: LiveScreen;
  /** Whether the caller may still watch: its session alive, its role still held. */
  allowed: () => Promise<boolean>;
}

/**
 * Whether a stream's call would still be let in by its own sign-in guard: false once its session
 * has ended or its role has been taken away; a database that cannot answer is not such a "no".
 */
export function stillLetIn(
  guard: (request: FastifyRequest) => Promise<void>,
  request: FastifyRequest,
): () => Promise<boolean> {
  return () =>
    guard(request).then(
      () => true,
      (error: unknown) => {
        if (error instanceof AppError) return false;
        throw error;
      },
    );
}

/** Whether the client of a call has already gone (its connection closed while it waited). */
function gone(request: FastifyRequest, reply: FastifyReply): boolean {
  return Boolean(
    request.raw.destroyed ||
      request.raw.socket?.destroyed ||
      reply.raw.destroyed ||
      reply.raw.writableEnded,
  );
}

/**
 * The live streams open on this instance (a visitor's order page, the kitchen screen), each
 * belonging to an owner, with three promises: an owner holds at most `maxPerOwner` at once; a
 * stream whose client went away is let go, even when the client left before the stream began (the
 * SSE plugin listens for the close only once the handler runs, so a client gone while the rate
 * limit or the sign-in check waited on Redis or the database was never noticed, and its first write
 * waited for ever); and a stream ends when its caller's session or role does: at once for a change
 * made on this instance (`recheck`), within `checkEveryMs` for one made on another.
 */
export function createLiveStreams(policy: LiveStreamPolicy, log: FastifyBaseLogger) {
  const open = new Set<OpenStream>();
  const count = (owner: string) => [...open].filter((stream) => stream.owner === owner).length;

  async function check(stream: OpenStream): Promise<void> {
    let allowed = true;
    try {
      allowed = await stream.allowed();
    } catch (error) {
      // A database blip says nothing about the caller: the stream stays, and is asked again later.
      log.warn({ err: error }, 'a live stream could not be checked; it stays open');
    }
    if (!allowed) stream.screen.close();
  }
  const checkAll = () => Promise.all([...open].map(check)).then(() => undefined);
  const timer = setInterval(() => void checkAll(), policy.checkEveryMs);
  timer.unref();

  return {
    /**
     * Opens a stream for `owner` on this SSE reply: null when the client has already gone (the
     * handler then simply returns), an AppError when the owner holds too many. `allowed` is asked
     * again from time to time; the route's own sign-in guard, run again, is the usual answer.
     */
    open(
      request: FastifyRequest,
      reply: FastifyReply,
      owner: string,
      allowed: () => Promise<boolean>,
    ): LiveScreen | null {
      if (gone(request, reply)) {
        // Nothing will be sent, so nothing marks the call done: say so, or shutdown waits for it.
        request.server.inFlight.release(request);
        return null;
      }
      if (count(owner) >= policy.maxPerOwner) throw new AppError('liveStreamsTooMany');
      const sse = reply.sse;
      const callbacks: (() => void)[] = [];
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        open.delete(stream);
        for (const callback of callbacks.splice(0)) callback();
      };
      const screen: LiveScreen = {
        get isConnected() {
          return !ended && sse.isConnected;
        },
        send: (message) => (ended || gone(request, reply) ? Promise.resolve() : sse.send(message)),
        onClose: (callback) => (ended ? callback() : void callbacks.push(callback)),
        keepAlive: () => sse.keepAlive(),
        close: () => {
          sse.close();
          end();
        },
      };
      const stream: OpenStream = { owner, screen, allowed };
      open.add(stream);
      request.server.inFlight.release(request);
      // Checked above and listened for now, in one go: no close can fall between the two.
      reply.raw.once('close', end);
      sse.onClose(end);
      return screen;
    },

    /** Asks every open stream again whether its caller may still watch (a logout, a role taken). */
    recheck: checkAll,

    get size() {
      return open.size;
    },

    /** Ends every stream (the server is stopping) and stops asking. */
    closeAll() {
      clearInterval(timer);
      for (const stream of [...open]) stream.screen.close();
    },
  };
}

export type LiveStreams = ReturnType<typeof createLiveStreams>;
