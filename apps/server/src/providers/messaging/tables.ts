import type { ColumnType } from 'kysely';
import type { Id } from '#server/db/columns.ts';

/** The tables this unit owns: only its files query them (DESIGN §4; scripts/architecture checks it). */
export interface MessagingTables {
  outbox: OutboxTable;
}

export interface OutboxTable {
  id: Id;
  channel: 'sms' | 'email';
  recipient: string;
  subject: ColumnType<string, string | undefined, string>;
  body: string;
  html: string | null;
  purpose: string;
  provider: string;
  created_at: string;
  sent_at: string | null;
  /** The failure reason a gateway or mail server gave (never the message text). */
  error: string | null;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  /** The gateway's id of the message (Twilio's SM..., the SMTP Message-ID). */
  provider_message_id: string | null;
}

/** kept: only in this table (no gateway); then what the gateway said of it. */
export type OutboxStatus = 'kept' | 'queued' | 'sent' | 'delivered' | 'undelivered' | 'failed';
