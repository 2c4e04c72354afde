// The couriers the shop books parcels with through their APIs, and what their words for a
// parcel's progress mean to the shop: shared by the order desk's page and the server.

export const COURIERS = ['steadfast', 'pathao'] as const;
export type CourierName = (typeof COURIERS)[number];

export const COURIER_LABELS: Record<CourierName, string> = { steadfast: 'Steadfast', pathao: 'Pathao' };

/**
 * A parcel's progress in the shop's words, whichever courier carries it. `delivered` moves the
 * order on; the ones in PROBLEM_PARCEL_STATES are shown to staff to act on.
 */
export const PARCEL_STATES = [
  'booked',
  'in_transit',
  'on_hold',
  'delivered',
  'partly_delivered',
  'delivery_failed',
  'cancelled',
  'returned',
  'unknown',
] as const;
export type ParcelState = (typeof PARCEL_STATES)[number];

export const PARCEL_STATE_LABELS: Record<ParcelState, string> = {
  booked: 'booked with the courier',
  in_transit: 'on its way',
  on_hold: 'held by the courier',
  delivered: 'delivered',
  partly_delivered: 'partly delivered',
  delivery_failed: 'delivery attempt failed',
  cancelled: 'cancelled by the courier',
  returned: 'returned to the shop',
  unknown: 'status unknown to the courier',
};

/** States after which a parcel moves no more: the polling job stops asking about them. */
export const FINAL_PARCEL_STATES: readonly ParcelState[] = ['delivered', 'partly_delivered', 'cancelled', 'returned'];

/** States a member of staff must look at: money or goods did not arrive as booked. */
export const PROBLEM_PARCEL_STATES: readonly ParcelState[] = ['partly_delivered', 'delivery_failed', 'cancelled', 'returned', 'unknown'];

/** The timeline's status for a courier's news about the parcel (the note says which). */
export const COURIER_EVENT_STATUS = 'courier_update';

export const COURIER_MESSAGES = {
  notOffered: 'This courier is not set up for the shop.',
  notProcessing: 'Only an order being processed can be handed to the courier.',
  alreadyBooked: (courier: string) => `This order is already booked with ${courier}.`,
  inFlight: 'Someone is handing this order to the courier right now. Reload in a minute to see the result.',
  unanswered: (courier: string) => `${courier} did not answer. The request is kept: try again in a minute, and no second parcel will be booked.`,
  pathaoUnanswered:
    'Pathao did not answer, and it may have booked the parcel. Its notice will settle it within minutes; if none comes in 15 minutes you can try again.',
  refused: (courier: string, reason: string) => `${courier} refused the parcel: ${reason}`,
  zoneRequired: 'Choose the Pathao city and zone the parcel goes to.',
  invoiceMismatch: 'This notice names another order number than the parcel it is about: it was not applied.',
  done: (courier: string) => `Order booked with ${courier}; the customer was texted the tracking code.`,
} as const;
