import type { CardProduct } from '#app/lib/card-product.ts';
import { ProductRail } from './ProductRail.tsx';
import { SectionHeading } from './SectionHeading.tsx';

// Sections below the fold are laid out only when scrolled near, which keeps the first paint fast.
export const DEFERRED = '[contain-intrinsic-size:auto_900px] [content-visibility:auto]';

/** Popular Products, New Arrivals, Best Selling: a heading with "View all" and its products. */
export function ProductSection({ id, title, href, products }: { id: string; title: string; href: string; products: CardProduct[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id} className={`space-y-4 ${DEFERRED}`}>
      <SectionHeading id={id} title={title} href={href} />
      <ProductRail products={products} labelledBy={id} />
    </section>
  );
}
