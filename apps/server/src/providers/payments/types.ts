/**
 * What a payment gateway says and does, as the payments service sees it: the gateways
 * (stripe.ts, curlec.ts, the sandbox) speak these types, and the service takes them from here.
 */

/** A gateway's word on one payment, after its signature was checked. */
export interface PaymentEvent {
  id: string;
  type: 'payment.succeeded' | 'payment.failed' | 'payment.canceled';
  ref: string;
  amountSen: number;
  /** How the visitor paid, when the gateway says (`card`, `fpx`, `grabpay`, `touchngo`...). */
  method?: string | undefined;
  /** The gateway's own id of the money taken (a Stripe PaymentIntent, a Curlec payment). */
  gatewayId?: string | undefined;
}

/** What a gateway answers to a refund: its id for the refund and where it stands. */
export interface GatewayRefund {
  ref: string;
  status: 'pending' | 'succeeded' | 'failed';
}

/** Gives money back through the gateway that took it. */
export interface RefundGateway {
  refund(request: {
    refundId: number;
    /** The gateway's id of the money taken (a Stripe PaymentIntent, a Curlec payment). */
    gatewayId: string;
    amountSen: number;
    /** The gateway's id of this refund's last attempt, when it answered one (it refused it). */
    previousRef?: string | undefined;
  }): Promise<GatewayRefund>;
}
