// What the wallet needs from a card or bank-transfer provider. The built-in sandbox implements it;
// a real provider is another implementation, and nothing else in the wallet changes.
import type { Minor } from '@slipstream/domain';
import type { DepositChannel } from '@slipstream/domain/wallet';

export type GatewayStatus = 'pending' | 'successful' | 'failed';

/** How a payment stands at the provider. */
export interface GatewayPayment {
  /** Our reference (the deposit's transactionRef). */
  reference: string;
  providerReference: string;
  status: GatewayStatus;
  /** What the provider collected, in minor units; a deposit is credited only when it equals the deposit. */
  amount: Minor;
  reason?: string | undefined;
}

/** A webhook event, once its signature has been checked. */
export interface GatewayEvent extends GatewayPayment {
  /** The provider's id of this event: the same event delivered twice is handled once. */
  eventId: string;
}

export interface PaymentGateway {
  /** The name in paths and records (`/api/payments/webhook/{id}`). */
  readonly id: string;
  readonly channels: readonly DepositChannel[];
  /**
   * Opens a payment for our reference and answers where to send the payer. Idempotent on the
   * reference: asking again answers the same payment page.
   */
  initiate(payment: { reference: string; amount: Minor; channel: DepositChannel }): Promise<{
    providerReference: string;
    paymentUrl: string;
  }>;
  /** Asks the provider how the payment with our reference stands; null when it does not know it. */
  status(reference: string): Promise<GatewayPayment | null>;
  /** Checks the webhook's signature against its raw body; throws PAYMENT_SIGNATURE_INVALID. */
  parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): GatewayEvent;
}
