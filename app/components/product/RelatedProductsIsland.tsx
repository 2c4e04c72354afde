import { createLazyIsland, nearScreen } from '#app/components/LazyIsland.tsx';

/**
 * The related products below a product, server-rendered in full; the cards' code (cart and
 * wishlist buttons, image carousel) loads when the grid comes within 800 px of the screen or the
 * shopper reaches for it, so it stays out of the product page's first-load JavaScript.
 */
export const RelatedProductsIsland = createLazyIsland(
  'related-products',
  () => import('./RelatedProducts.tsx').then((module) => module.RelatedProducts),
  nearScreen('800px 0px'),
);
