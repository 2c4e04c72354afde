import { ProductCard } from '#app/components/product/ProductCard.tsx';
import type { CardProduct } from '#app/lib/card-product.ts';

/** Products side by side: a swipeable row on phones, a grid from tablets up. */
export function ProductRail({ products, labelledBy }: { products: CardProduct[]; labelledBy: string }) {
  return (
    <ul
      aria-labelledby={labelledBy}
      className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-3 md:gap-4 md:overflow-visible md:px-0 md:pb-0 lg:grid-cols-6"
    >
      {products.map((product) => (
        <li key={product.id} className="flex w-[46%] shrink-0 snap-start flex-col sm:w-[31%] md:w-auto [&>article]:flex-1">
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
