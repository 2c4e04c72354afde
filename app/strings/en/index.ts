// One named export per area, so a page's bundle carries only the areas it reads.
export { account } from './account.ts';
export { common } from './common.ts';
export { dashboard } from './dashboard.ts';
export { layout } from './layout.ts';
export { listing } from './listing.ts';
export { notifications } from './notifications.ts';
export { pages } from './pages.ts';
export { payment } from './payment.ts';
export { product } from './product.ts';
export { search } from './search.ts';
