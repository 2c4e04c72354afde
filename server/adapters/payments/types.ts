/** What a gateway needs to open a payment page for one order. */
export interface PaymentSessionRequest {
  tranId: string;
  /** Whole taka. */
  amount: number;
  currency: 'BDT';
  orderNumber: string;
  itemCount: number;
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
