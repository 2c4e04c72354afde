import { DEFERRED_SECTION } from '#app/components/deferred-layout.ts';
import type { CardProduct } from '#app/lib/card-product.ts';
import { ProductRail } from './ProductRail.tsx';
import { SectionHeading } from './SectionHeading.tsx';

/** Popular Products, New Arrivals, Best Selling: a heading with "View all" and its products. */
export function ProductSection({ id, title, href, products }: { id: string; title: string; href: string; products: CardProduct[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id} className={`space-y-4 ${DEFERRED_SECTION}`}>
      <SectionHeading id={id} title={title} href={href} />
      <ProductRail products={products} labelledBy={id} />
    </section>
  );
}
