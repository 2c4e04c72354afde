/** The public order-tracking page (/track-order). */
export const trackOrder = {
  metaTitle: '{page} | {shopName}',
  title: 'Track your order',
  description: 'Enter your order number and the mobile number you gave at checkout to see how your Dokan order is getting on.',
  intro: 'Enter your order number and the mobile number you gave at checkout to see how your order is getting on.',

  orderNumber: 'Order number',
  orderNumberHint: 'In the SMS we sent when you ordered, such as DK261121-7KX4QM.',
  phone: 'Mobile number',
  phoneHint: 'The mobile number given at checkout, such as 01712345678.',
  submit: 'Track order',
  submitting: 'Looking up your order…',

  notFound: 'No order matches that order number and mobile number.',
  tooManyAttempts: 'You have tried many times in a short while. Please wait about {minutes} minutes and try again.',
  tooManyAttemptsOne: 'You have tried many times in a short while. Please wait a minute and try again.',

  result: {
    heading: 'Order {number}',
    placedOn: 'Placed on {date}',
    total: 'Total',
    paymentMethod: 'Payment method',
    paymentStatus: 'Payment status',
    items: 'Items',
    quantity: 'Qty {count}',
    progress: 'Order progress',
  },
} as const;
