/** One message to a visitor: an SMS, or an e-mail with an optional HTML body. */
export interface OutgoingMessage {
  channel: 'sms' | 'email';
  /** A phone number in E.164 (+60123456789), or an e-mail address. */
  to: string;
  subject?: string;
  text: string;
  html?: string;
  /** Pictures the HTML shows inline (`cid:`), e.g. a ticket's QR code. */
  attachments?: { filename: string; content: Buffer; cid: string }[];
  /** Why it is sent ("login_code", "ticket"...), for the operator's outbox view. */
  purpose: string;
  /**
   * A secret the text carries (a login code). Once a gateway has delivered it, the outbox keeps the
   * message without it, so nobody who reads the table can sign in as the visitor.
   */
  secret?: string;
}

/** Delivers messages of one channel. Implementations must never log the message body. */
export interface MessageSender {
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}

/**
 * Why a message did not go. `refused`: the gateway will not take this recipient (a wrong or
 * unreachable number, an address that does not exist), so trying again will not help; otherwise
 * the gateway could not be reached or failed, and a later try may. The message is the gateway's
 * reason in a line, never the message text, so it may be logged and kept on the outbox row.
 */
export class DeliveryError extends Error {
  override name = 'DeliveryError';
  readonly refused: boolean;
  constructor(refused: boolean, reason: string) {
    super(reason.slice(0, 500));
    this.refused = refused;
  }
}

/** Rejects with a DeliveryError when `work` has not settled within `ms`: a slow gateway never holds a visitor's call. */
export function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeliveryError(false, `no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
