/**
 * What the client knows of each of our documents it has sent, by our document number (the
 * idempotency key). It is written before a submission goes out, so a submission whose answer
 * was lost, even in a process that died, is looked up at MyInvois before anything is sent again.
 * The in-memory journal lasts as long as the process; the e-invoice job keeps one in a table.
 */
export type JournalEntry =
  /** Sent at `since`; MyInvois's answer is not known yet. */
  | { state: 'sending'; since: number; documentHash: string }
  /** MyInvois took it: it has a UUID and is never sent again. */
  | { state: 'accepted'; submissionUid: string; uuid: string; documentHash: string }
  /** Refused on arrival, or found invalid: a corrected document may be sent under the same number. */
  | { state: 'refused'; reasons: string[] };

export interface SubmissionJournal {
  get(key: string): Promise<JournalEntry | undefined>;
  put(key: string, entry: JournalEntry): Promise<void>;
}

export function memoryJournal(): SubmissionJournal & { entries: Map<string, JournalEntry> } {
  const entries = new Map<string, JournalEntry>();
  return {
    entries,
    async get(key) {
      return entries.get(key);
    },
    async put(key, entry) {
      entries.set(key, entry);
    },
  };
}
