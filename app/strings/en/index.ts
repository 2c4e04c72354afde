// The areas every page may read; see ../index.ts for why sign-in, dashboard, payment, notification and home/info page copy is not here.
export { common } from './common.ts';
export { layout } from './layout.ts';
export { listing } from './listing.ts';
export { product } from './product.ts';
export { search } from './search.ts';
