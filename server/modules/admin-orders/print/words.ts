import type { PaymentMethod } from '#domain/shop-settings.ts';
import type { PAYMENT_STATUSES } from '#server/db/schema.ts';

/** The words printed on invoices and packing slips. */
export const PRINT_WORDS = {
  invoice: 'INVOICE',
  packingSlip: 'PACKING SLIP',
  order: 'Order',
  date: 'Date',
  payment: 'Payment',
  billTo: 'Bill to',
  shipTo: 'Ship to',
  item: 'Item',
  sku: 'SKU',
  qty: 'Qty',
  unitPrice: 'Unit price',
  lineTotal: 'Total',
  packed: 'Packed',
  subtotal: 'Subtotal',
  discount: 'Discount',
  delivery: 'Delivery charge',
  emiCharge: (bank: string, months: number) => `EMI charge (${bank}, ${months} months)`,
  emiMonthly: (months: number) => `Paid in ${months} monthly instalments of`,
  total: 'Total',
  refunded: 'Refunded',
  vatIncluded: (rate: string, amount: string) => `VAT included at ${rate}%: ${amount}`,
  pricesIncludeVat: 'Prices include VAT.',
  tradeLicence: 'Trade licence',
  dbid: 'DBID',
  bin: 'BIN',
  phone: 'Phone',
  email: 'Email',
  courier: 'Courier',
  customerNote: 'Customer’s note',
  itemCount: (count: number) => `${count} item${count === 1 ? '' : 's'} in this parcel`,
  continued: (order: string) => `${order} (continued)`,
  thanks: 'Thank you for shopping with us.',
  methods: { cod: 'Cash on delivery', online: 'Online payment', bkash: 'bKash' } satisfies Record<PaymentMethod, string>,
  statuses: { unpaid: 'unpaid', paid: 'paid', partially_refunded: 'partly refunded', refunded: 'refunded' } satisfies Record<
    (typeof PAYMENT_STATUSES)[number],
    string
  >,
} as const;
