/** What a gateway needs to open a payment page for one order. */
export interface PaymentSessionRequest {
  tranId: string;
  /** Whole taka. */
  amount: number;
  currency: 'BDT';
  orderNumber: string;
  itemCount: number;
  /** Paid on EMI in this many monthly instalments, chosen in the shop; null: paid at once. */
  emiMonths?: number | null;
  productName: string;
  customer: { name: string; phone: string; email: string | null; address: string; city: string; state: string };
  /** Where the gateway sends the shopper back, and where it posts its server-to-server notice. */
  callbacks: { success: string; fail: string; cancel: string; ipn: string };
  /** The shop's own address, for gateways that run inside the shop (the test gateway). */
  origin: string;
}

export interface PaymentSession {
  /** Where the shopper's browser goes to pay. */
  redirectUrl: string;
}

/** The gateway's own word on a transaction, asked for server to server. */
export interface GatewayValidation {
  /** The gateway accepted the money (SSLCommerz: VALID, or VALIDATED when asked again). */
  valid: boolean;
  tranId: string | null;
  /** Amounts as the gateway states them, parsed from its decimal strings. */
  amount: number | null;
  currencyAmount: number | null;
  currency: string | null;
  currencyType: string | null;
  valId: string | null;
  bankTranId: string | null;
  cardType: string | null;
  /** The whole answer, kept with the payment. */
  raw: Record<string, unknown>;
}

export class PaymentGatewayUnavailable extends Error {}

export class PaymentGatewayRefused extends Error {}

/** Money of one paid attempt to send back through the gateway that took it. */
export interface GatewayRefundRequest {
  /** Our payment row and transaction id, and the gateway's own id for the payment (SSLCommerz bank_tran_id). */
  paymentId: number;
  tranId: string;
  bankTranId: string | null;
  /** The gateway's id for the payment from its start, where its refund asks for it (bKash paymentID). */
  gatewayPaymentId: string | null;
  /** Whole taka. */
  amount: number;
  remarks: string;
  /** The same key for a repeated send of one refund: the gateway then answers the first refund instead of paying twice. */
  idempotencyKey: string;
}

/**
 * The gateway's word on a refund. `processing`: accepted, to be asked about again with its
 * reference. A transport failure is not an answer: it throws PaymentGatewayUnavailable.
 */
export type GatewayRefundAnswer = { status: 'sent' | 'processing'; reference: string } | { status: 'failed'; reference: string | null; reason: string };

/** What a payment adapter offers to send money back. */
export interface RefundingGateway {
  refund(request: GatewayRefundRequest): Promise<GatewayRefundAnswer>;
  refundStatus(reference: string): Promise<GatewayRefundAnswer>;
}
