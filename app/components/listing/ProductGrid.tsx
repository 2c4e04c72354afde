import { HydrateLater } from '#app/components/HydrateLater.tsx';
import { ProductCard } from '#app/components/product/ProductCard.tsx';
import type { CardProduct } from '#app/lib/card-product.ts';

export const PRODUCT_GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4';

/** Cards in the first row on a phone (two columns) load at once; the rest wait until scrolled to. */
const EAGER_CARDS = 2;
/** Cards past the first screen hydrate one by one, so a page of 25 does not block a phone in one long task. */
const HYDRATE_FIRST = 4;

export function ProductGrid({ products }: { products: CardProduct[] }) {
  return (
    <ul className={PRODUCT_GRID}>
      {products.map((product, index) => (
        <li key={product.id} className="grid">
          {index < HYDRATE_FIRST ? (
            <ProductCard product={product} priority={index < EAGER_CARDS} />
          ) : (
            <HydrateLater>
              <ProductCard product={product} />
            </HydrateLater>
          )}
        </li>
      ))}
    </ul>
  );
}
