import { API_ERROR_MESSAGES } from '#domain/messages.ts';

/** Words used across the whole shop. */
export const common = {
  shopName: 'Dokan',
  /** The delivery window the guidelines set (domain/delivery-window.ts), as shoppers read it. */
  deliveryPromise: {
    by: 'Delivery by {day}',
    wasDue: 'Delivery was due by {day}. We are sorry for the delay; call us and we will tell you where it is.',
    estimate: 'Delivery by {day} if paid or confirmed today',
    notStarted: 'Delivery within {days} days of {start}',
    start: { paid: 'full payment', confirmed: 'our confirmation' },
  },
  tagline: 'Laptops, phones, PC components and accessories in Bangladesh',
  home: 'Home',
  breadcrumb: 'Breadcrumb',
  loading: 'Loading...',
  errorPageTitle: '{title} | {shopName}',
  loadingDashboard: { title: 'Loading Dashboard', message: 'Please wait while we load your data...' },
  errors: API_ERROR_MESSAGES,
  errorBoundary: {
    title: 'Something went wrong',
    details: 'Error details',
    tryAgain: 'Try Again',
    refreshHint: 'Please try refreshing the page.',
    refreshPage: 'Refresh Page',
    plainMessage: "We're sorry, please refresh the page.",
    /** Shown instead of the technical details outside development. */
    productionDetails: 'An unexpected error stopped this page from loading. If it keeps happening, please contact us.',
    status: 'Error {status}',
  },
  notFound: {
    title: 'Page not found',
    message: 'The page you are looking for does not exist or has moved.',
    home: 'Go to the home page',
    shop: 'Browse all products',
    searchLabel: 'Search products',
    searchPlaceholder: 'Search for laptops, phones, monitors…',
    searchButton: 'Search',
    searchHint: 'Try searching for what you need, or start from one of these:',
    popularCategories: 'Popular categories',
  },
} as const;
