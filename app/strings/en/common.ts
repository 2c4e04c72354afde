import { API_ERROR_MESSAGES } from '#domain/messages.ts';

/** Words used across the whole shop. */
export const common = {
  shopName: 'Dokan',
  tagline: 'Laptops, phones, PC components and accessories in Bangladesh',
  home: 'Home',
  loading: 'Loading...',
  errors: API_ERROR_MESSAGES,
  errorBoundary: {
    title: 'Something went wrong',
    details: 'Error details',
    tryAgain: 'Try Again',
    refreshHint: 'Please try refreshing the page.',
    refreshPage: 'Refresh Page',
    plainMessage: "We're sorry, please refresh the page.",
  },
  notFound: {
    title: 'Page not found',
    message: 'The page you are looking for does not exist or has moved.',
    home: 'Go to the home page',
    shop: 'Browse all products',
  },
} as const;
