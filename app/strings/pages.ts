// Copy of the home, info, compare, wishlist and chat pages. Kept outside the `strings` namespace,
// whose every area ships with every page, so the product page's first load does not carry it.
export { pages as pagesStrings } from './en/pages.ts';
