/**
 * Wrong guesses per visitor within a window (promotion codes, gift cards): after `limit` of them
 * the visitor waits. Kept in the instance's memory: a guesser spread over several instances gets
 * `limit` tries on each, still far too few to find a code among 31^16 or 32^10.
 */
export function createWrongGuesses(options: {
  limit: number;
  windowMs: number;
  now: () => number;
}) {
  const tries = new Map<number, number[]>();
  return {
    blocked(visitorId: number) {
      const since = options.now() - options.windowMs;
      const recent = (tries.get(visitorId) ?? []).filter((at) => at > since);
      if (recent.length === 0) tries.delete(visitorId);
      else tries.set(visitorId, recent);
      return recent.length >= options.limit;
    },
    add(visitorId: number) {
      tries.set(visitorId, [...(tries.get(visitorId) ?? []), options.now()]);
      // A visitor gone quiet is forgotten: the map holds only the last window's guessers.
      if (tries.size > 10_000) {
        const since = options.now() - options.windowMs;
        for (const [id, times] of tries) if (!times.some((at) => at > since)) tries.delete(id);
      }
    },
  };
}
