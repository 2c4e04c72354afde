// How an order moves from placed to delivered, and what the order desk may do at each state,
// shared by the lifecycle that applies a step and the back-office pages that offer it.

export const ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The one way forward from each state; cancelled and delivered are final. */
export const NEXT_STATUS: Partial<Record<OrderStatus, OrderStatus>> = {
  pending: 'confirmed',
  confirmed: 'processing',
  processing: 'shipped',
  shipped: 'delivered',
};

/** Once the parcel has left the shop it can no longer be cancelled, only returned and refunded. */
export const CANCELLABLE: readonly OrderStatus[] = ['pending', 'confirmed', 'processing'];

/** The desk's buttons for the status steps, each named by what staff do and landing on one state. */
export const DESK_STEPS = ['confirm', 'process', 'ship', 'deliver', 'cancel'] as const;
export type DeskStep = (typeof DESK_STEPS)[number];

export const DESK_STEP_TARGET: Record<DeskStep, OrderStatus> = {
  confirm: 'confirmed',
  process: 'processing',
  ship: 'shipped',
  deliver: 'delivered',
  cancel: 'cancelled',
};

export const DESK_STEP_LABELS: Record<DeskStep, string> = {
  confirm: 'Confirm',
  process: 'Start processing',
  ship: 'Hand to courier',
  deliver: 'Mark delivered',
  cancel: 'Cancel order',
};

/** The steps an order in `status` can take: forward one state, or cancelled while still in the shop. */
export function stepsFrom(status: OrderStatus): DeskStep[] {
  return DESK_STEPS.filter((step) => {
    const to = DESK_STEP_TARGET[step];
    return to === 'cancelled' ? CANCELLABLE.includes(status) : NEXT_STATUS[status] === to;
  });
}

/** Cash is marked collected by hand only for a cash-on-delivery order not yet paid, and not cancelled. */
export const canMarkCashPaid = (order: { status: OrderStatus; payment_method: string; payment_status: string }) =>
  order.payment_method === 'cod' && order.payment_status === 'unpaid' && order.status !== 'cancelled';

/**
 * The desk's queues (its tabs). New orders waiting for an online payment are kept apart from the
 * ones to confirm: they may still be paid, or released after 30 minutes, and need no call yet.
 * Late holds orders of any open state past their promised day (domain/delivery-window.ts).
 * Courier flagged holds orders whose parcel the courier reported as a problem (a return, a failed
 * or partial delivery, a short collection: the parcel's `attention`) until the order is settled,
 * that is cancelled, or delivered and paid.
 */
export const ORDER_QUEUES = [
  'new',
  'awaiting_payment',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'late',
  'courier_flagged',
  'all',
] as const;
export type OrderQueue = (typeof ORDER_QUEUES)[number];

export const ORDER_QUEUE_LABELS: Record<OrderQueue, string> = {
  new: 'New',
  awaiting_payment: 'Awaiting payment',
  confirmed: 'Confirmed',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  late: 'Late',
  courier_flagged: 'Courier flagged',
  all: 'All',
};

/** Counts past this read "10,000+": an exact count of a million delivered orders costs a scan. */
export const QUEUE_COUNT_CAP = 10_000;
/**
 * Under a search by part of a name, counts past this read "1,000+": each match is read from the
 * order itself (the name's index only narrows), and a common name such as Rahman matches one order
 * in thirty, so ten thousand of them cost more than the page may take.
 */
export const NAME_SEARCH_COUNT_CAP = 1_000;

export const ORDER_DESK_LIMITS = { courier: 60, trackingNumber: 60, reason: 500, note: 2000, search: 100 } as const;

export const ORDER_DESK_MESSAGES = {
  notFound: 'No order with this number.',
  courierRequired: 'Enter the courier that carries the parcel.',
  trackingRequired: 'Enter the courier’s tracking number.',
  reasonRequired: 'Say why the order is cancelled.',
  noteRequired: 'Write the note.',
  amountRequired: 'Enter the amount collected in taka.',
  badDate: 'Use a date as YYYY-MM-DD.',
  toBeforeFrom: 'The end date must not be before the start date.',
  noteAdded: 'Note added.',
  paid: 'Payment recorded.',
  stepDone: {
    confirm: 'Order confirmed; the customer was told.',
    process: 'Order is being processed.',
    ship: 'Order handed to the courier; the customer was texted the tracking number.',
    deliver: 'Order marked delivered.',
    cancel: 'Order cancelled; its stock is back on the shelf.',
  } satisfies Record<DeskStep, string>,
} as const;
