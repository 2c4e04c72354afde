import type { CardProduct } from '#app/lib/card-product.ts';
import { ProductCard } from './ProductCard.tsx';

/** The product page's grid of products from the same category. */
export function RelatedProducts({ products }: { products: CardProduct[] }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {products.map((item) => (
        <ProductCard key={item.id} product={item} />
      ))}
    </div>
  );
}
