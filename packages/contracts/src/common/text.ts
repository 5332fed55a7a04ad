/**
 * What text a caller may send. PostgreSQL cannot store a NUL character, and a lone half of a
 * UTF-16 surrogate pair is silently turned into "?"-like replacement characters on the way to
 * either database; invisible control characters are never typed by a visitor. All are refused.
 */

/** How deeply a request body may nest objects and arrays; our deepest call uses three. */
export const MAX_INPUT_DEPTH = 8;

/**
 * Text without control characters (tab, line feed and carriage return are fine: they are typed
 * in multi-line fields) and without a lone surrogate.
 */
export function isPlainText(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const unit = value.charCodeAt(index);
    if (unit < 0x20) {
      if (unit !== 0x09 && unit !== 0x0a && unit !== 0x0d) return false;
    } else if (unit === 0x7f) {
      return false;
    } else if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      index++;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return false;
    }
  }
  return true;
}

/** The field message of a request that breaks these rules. */
export type InputProblem = 'textInvalidCharacters' | 'inputTooDeep';

/**
 * The first problem anywhere in a request's query, parameters or body (keys as well as values),
 * or null. Walks without recursion, so no nesting can exhaust the stack.
 */
export function findInputProblem(input: unknown): InputProblem | null {
  const pending: Array<{ value: unknown; depth: number }> = [{ value: input, depth: 0 }];
  while (pending.length > 0) {
    const { value, depth } = pending.pop() as { value: unknown; depth: number };
    if (typeof value === 'string') {
      if (!isPlainText(value)) return 'textInvalidCharacters';
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_INPUT_DEPTH) return 'inputTooDeep';
      if (Array.isArray(value)) {
        for (const item of value) pending.push({ value: item, depth: depth + 1 });
      } else {
        for (const [key, item] of Object.entries(value)) {
          if (!isPlainText(key)) return 'textInvalidCharacters';
          pending.push({ value: item, depth: depth + 1 });
        }
      }
    }
  }
  return null;
}
