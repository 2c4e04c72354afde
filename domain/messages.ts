// User-facing copy that clients and the server share word for word. Tests and the UI both read
// these, so change a text here deliberately, punctuation included, and never copy it elsewhere.

export const CART_MESSAGES = {
  added: 'Item added to cart successfully!',
  removed: 'Item removed from cart!',
  outOfStock: 'Sorry, this product is currently out of stock.',
  callForPriceCannotAdd: 'Call for price items cannot be added to cart.',
  callForPriceCannotBuy: 'Call for price items cannot be purchased.',
} as const;

export const WISHLIST_MESSAGES = {
  added: 'Item added to wishlist successfully!',
  removed: 'Item removed from wishlist!',
  alreadyAdded: 'Product is already in your wishlist',
  callForPriceCannotAdd: 'Call for price items cannot be added to wishlist.',
  selectOptionsFirst: 'Please select all product options before adding to wishlist.',
} as const;

export const SHARE_MESSAGES = {
  linkCopied: 'Link copied!',
  title: 'Share this product',
} as const;

export const PRODUCT_LABELS = {
  callForPrices: 'Call for Prices',
  callForPrice: 'Call for Price',
  selectOptions: 'Select Options',
  buyNow: 'Buy Now',
  addToCart: 'Add to Cart',
  outOfStock: 'Out of Stock',
  nameNotAvailable: 'Product Name Not Available',
} as const;

export const API_ERROR_MESSAGES = {
  network: 'Network error. Please check your connection.',
  unauthorized: 'Authentication failed. Please log in again.',
  forbidden: 'You do not have permission to perform this action.',
  notFound: 'The requested resource was not found.',
  validation: 'Validation error.',
  server: 'Server error. Please try again later.',
  generic: 'An error occurred.',
  unknown: 'An unknown error occurred.',
  somethingWentWrong: 'Something went wrong. Please try again.',
} as const;

export const SEARCH_MESSAGES = {
  emptyQuery: 'Please enter a search term or apply filters',
  // Prefix only: the page appends the shopper's query in its own markup.
  noResultsFor: 'No products found for',
} as const;

/** When a shopper asks for more than the shelf holds, the cart keeps what there is and says so. */
export function onlyLeftInStock(available: number): string {
  return available === 1 ? 'Only 1 left in stock.' : `Only ${available} left in stock.`;
}
