import type { Id } from '#server/db/columns.ts';

/** The tables this unit owns: only its files query them (DESIGN §4; scripts/architecture checks it). */
export interface ContactTables {
  contact_message: ContactMessageTable;
}

export interface ContactMessageTable {
  id: Id;
  visitor_id: number | null;
  name: string;
  phone: string;
  email: string;
  content: string;
  ip: string;
  created_at: string;
  handled_at: string | null;
  /** The staff member who marked it handled or replied (no foreign key: the account may go). */
  handled_by: number | null;
  /** The e-mail reply sent from the console, and when. */
  reply: string | null;
  replied_at: string | null;
}
