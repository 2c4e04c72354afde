import { common } from './common.ts';
import { layout } from './layout.ts';
import { listing } from './listing.ts';
import { pages } from './pages.ts';
import { product } from './product.ts';
import { search } from './search.ts';

export const en = { common, layout, product, listing, search, pages };
