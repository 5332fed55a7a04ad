/**
 * Tomorrow's UTC date: never before the attraction's today (it is at most a day ahead of UTC)
 * and well inside the rental booking window.
 */
export function soonDate(daysAhead = 1): string {
  return new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
}
