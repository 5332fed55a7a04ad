/** One message to a visitor: an SMS, or an e-mail with an optional HTML body. */
export interface OutgoingMessage {
  channel: 'sms' | 'email';
  to: string;
  subject?: string;
  text: string;
  html?: string;
  /** Pictures the HTML shows inline (`cid:`), e.g. a ticket's QR code. */
  attachments?: { filename: string; content: Buffer; cid: string }[];
  /** Why it is sent ("login_code", "ticket"...), for the operator's outbox view. */
  purpose: string;
}

/** Delivers messages of one channel. Implementations must never log the message body. */
export interface MessageSender {
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}
