import { ProductCard } from '#app/components/product/ProductCard.tsx';
import type { CardProduct } from '#app/lib/card-product.ts';

export const PRODUCT_GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4';

export function ProductGrid({ products }: { products: CardProduct[] }) {
  return (
    <ul className={PRODUCT_GRID}>
      {products.map((product) => (
        <li key={product.id} className="grid">
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
