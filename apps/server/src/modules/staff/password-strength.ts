import type { ZxcvbnFactory, ZxcvbnResult } from '@zxcvbn-ts/core';
import { AppError } from '#server/lib/errors.ts';

/** Why a password is refused, each with its own message (VALIDATION_MESSAGES `staffPassword*`). */
export type WeakPassword =
  | 'staffPasswordCommon'
  | 'staffPasswordRepeats'
  | 'staffPasswordSequence'
  | 'staffPasswordDates'
  | 'staffPasswordPersonal'
  | 'staffPasswordGuessable';

/**
 * zxcvbn's score runs 0–4; 3 means about 10^8 guesses or more, "safely unguessable" online and a
 * fair protection should the hashes ever leak (scrypt makes each guess cost about 0.1 s).
 */
const MIN_SCORE = 3;

/** zxcvbn's warnings, read as the reason a staff member is given. */
const REASONS: Record<string, WeakPassword> = {
  topTen: 'staffPasswordCommon',
  topHundred: 'staffPasswordCommon',
  common: 'staffPasswordCommon',
  similarToCommon: 'staffPasswordCommon',
  wordByItself: 'staffPasswordCommon',
  namesByThemselves: 'staffPasswordCommon',
  commonNames: 'staffPasswordCommon',
  pwned: 'staffPasswordCommon',
  simpleRepeat: 'staffPasswordRepeats',
  extendedRepeat: 'staffPasswordRepeats',
  sequences: 'staffPasswordSequence',
  straightRow: 'staffPasswordSequence',
  keyPattern: 'staffPasswordSequence',
  recentYears: 'staffPasswordDates',
  dates: 'staffPasswordDates',
  userInputs: 'staffPasswordPersonal',
};

/** Words of this product that a guesser tries first, whoever the staff member is. */
const PRODUCT_WORDS = ['admin', 'administrator', 'staff', 'console', 'scenic', 'park'];

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * The estimator with its dictionaries (about 40,000 common passwords, English words and names),
 * loaded at the first password set rather than at every start: loading takes most of a second.
 * Only the first 64 characters and 10 look-alike substitutions are weighed, so a long crafted
 * password cannot hold the server for seconds; 64 characters of anything not refused are plenty.
 */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, english] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...english.dictionary },
      graphs: common.adjacencyGraphs,
      maxLength: 64,
      l33tMaxSubstitutions: 10,
    });
  })();
  return estimator;
}

/**
 * Names as a guesser would try them: `whole` holds each name, and each two of its words in a row,
 * without spaces ("bukitawan" of "Bukit Awan Rainforest Park"), which no password may contain;
 * `words` also holds the single words, which zxcvbn weighs as cheap guesses.
 */
function personalWords(inputs: readonly string[]): { whole: string[]; words: string[] } {
  const whole = new Set<string>();
  const words = new Set<string>(PRODUCT_WORDS);
  for (const input of inputs) {
    const parts = input
      .normalize('NFC')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    if (parts.length === 0) continue;
    whole.add(parts.join(''));
    for (let index = 1; index < parts.length; index++) {
      whole.add(`${parts[index - 1]}${parts[index]}`);
    }
    for (const part of parts) if (part.length >= 3) words.add(part);
  }
  for (const name of whole) words.add(name);
  return { whole: [...whole], words: [...words] };
}

function reasonOf(result: ZxcvbnResult): WeakPassword {
  const warning = result.feedback.warning;
  return (warning && REASONS[warning]) || 'staffPasswordGuessable';
}

/**
 * Whether a new staff password is too easy to guess, and why: a common password, a repeat, a
 * sequence or keyboard row, a date, or the person's own user name, name or the park's name
 * (`personal`, the words a guesser knows before starting). Null when it is strong enough.
 */
export async function weakPassword(
  password: string,
  personal: readonly string[],
): Promise<WeakPassword | null> {
  const { whole, words } = personalWords(personal);
  // A user name or a name inside a longer password is one cheap guess to zxcvbn; the rule is plainer.
  const compact = password
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
  if (whole.some((name) => name.length >= 4 && compact.includes(name)))
    return 'staffPasswordPersonal';
  const result = (await loadEstimator()).check(password, words);
  return result.score >= MIN_SCORE ? null : reasonOf(result);
}

/**
 * The rule every new staff password meets (an admin's first password, a reset, a change): strong
 * enough, and none of the person's names or the park's. Throws the reason, in the caller's language.
 */
export function createStrongPasswords(parkNames: () => Promise<string[]>) {
  return {
    async check(
      password: string,
      person: { user_name: string; display_name: string },
    ): Promise<void> {
      // A park still without a name (an empty database) has none to refuse.
      const park = await parkNames().catch(() => []);
      const names = [person.user_name, person.display_name, ...park];
      const reason = await weakPassword(password, names);
      if (reason) throw new AppError('staffPasswordWeak', reason);
    },
  };
}

export type StrongPasswords = ReturnType<typeof createStrongPasswords>;
