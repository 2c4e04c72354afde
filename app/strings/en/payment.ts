/** The payment result pages and the local test gateway. */
export const payment = {
  metaTitle: '{title} | {shopName}',
  order: 'Order',
  amount: 'Amount',
  trackOrder: 'Track your order',
  continueShopping: 'Continue shopping',
  myOrders: 'My orders',

  paid: {
    title: 'Payment received',
    lead: 'Thank you! We received {amount} for order {number}.',
    next: 'We will confirm your order shortly, and text you when it is confirmed, shipped and delivered.',
  },
  paidOrderClosed: {
    title: 'Payment received — we will call you',
    lead: 'We received {amount}, but order {number} had already been cancelled because the 30 minutes to pay had passed.',
    next: 'Your money is safe. We will call you to restore the order or refund the full amount.',
  },
  confirming: {
    title: 'Confirming your payment',
    lead: 'We are waiting for the payment gateway to confirm your payment for order {number}. This usually takes less than a minute.',
    next: 'Refresh this page in a moment. If any money was taken, it will show on your order.',
    refresh: 'Refresh',
  },
  failed: {
    title: 'Payment failed',
    lead: 'Your payment for order {number} did not go through, so the order is not paid yet.',
    leadUnknown: 'Your payment did not go through.',
  },
  cancelled: {
    title: 'Payment cancelled',
    lead: 'You cancelled the payment, so order {number} is not paid yet.',
    leadUnknown: 'The payment was cancelled.',
  },
  unknown: {
    title: 'Payment not found',
    lead: 'We could not find this payment. If money was taken, it will show on your order within a few minutes.',
  },

  keptFor: 'We keep your order for 30 minutes after you place it: about {minutes} minutes left to pay.',
  keptForOne: 'We keep your order for 30 minutes after you place it: about 1 minute left to pay.',
  tryAgain: 'Try again',
  tryingAgain: 'Opening the payment page…',
  orderClosed: 'This order can no longer be paid online. Add the items to your cart and order again.',
  cashOnDelivery: {
    heading: 'Rather pay on delivery?',
    withPhone: 'Call us at {phone} and we will switch this order to cash on delivery, or place the order again and choose Cash on delivery at checkout.',
    withoutPhone: 'Place the order again and choose Cash on delivery at checkout, and pay the courier when your parcel arrives.',
    call: 'Call {phone}',
  },

  test: {
    title: 'Test payment',
    badge: 'Test gateway',
    notice: 'This is the shop’s test gateway. No real money moves: choose what the payment should do.',
    pay: 'Pay successfully',
    fail: 'Fail payment',
    cancel: 'Cancel payment',
    finished: 'This test payment is already finished ({status}).',
    seeResult: 'See the result',
    statuses: { initiated: 'waiting', paid: 'paid', failed: 'failed', cancelled: 'cancelled' },
  },
} as const;
