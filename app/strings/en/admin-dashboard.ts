/** The back office's home, /admin: the shop's figures as far as the staff member's role may see them. */
export const adminDashboard = {
  welcome: 'Welcome, {name}',
  signedInAs: 'Signed in as {email}, {role}.',
  csv: 'CSV',
  period: {
    today: 'Today',
    month: 'This month',
    orders: 'Orders',
    revenue: 'Revenue',
    averageOrder: 'Average order',
  },
  lastDays: 'Orders and revenue, last {days} days',
  byState: 'Orders by state',
  releasingSoon: {
    title: 'Payment window ending within {minutes} minutes',
    none: 'None.',
    order: '{orderNumber}, {total}, released {time}',
  },
  topProducts: 'Top products this month',
  topCategories: 'Top categories this month',
  ranked: { name: 'Name', units: 'Units', revenue: 'Revenue' },
  countedAt: 'Counted {time}, Bangladesh time; counted again in the background once a minute old.',
  beingCounted: 'Being counted for the first time this month. Reload the page in a minute.',
  refundsWaiting: 'Refund requests waiting',
  lowStock: {
    title: 'Low stock (5 or fewer)',
    caption: 'Low stock',
    product: 'Product',
    sku: 'SKU',
    left: 'Left',
  },
  charts: {
    /** The 30-day chart's name for a screen reader: one entry a day, joined by "; ". */
    day: '{day}: {orders} orders, {revenue}',
    noOrders: 'No orders yet.',
    /** The state chart's name: `{states}` is "state count" pairs joined by ", ". */
    byState: 'Orders by state: {states}',
  },
};
