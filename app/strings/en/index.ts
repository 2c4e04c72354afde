// The areas every page may read; see ../index.ts for why sign-in, dashboard and payment copy is not here.
export { common } from './common.ts';
export { layout } from './layout.ts';
export { listing } from './listing.ts';
export { notifications } from './notifications.ts';
export { pages } from './pages.ts';
export { product } from './product.ts';
export { search } from './search.ts';
