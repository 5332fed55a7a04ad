/**
 * A LIKE pattern that matches `text` anywhere, for `like ... escape '\\'`: `%` and `_` typed into
 * a search box are letters, not wildcards.
 */
export const containsPattern = (text: string) =>
  `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
