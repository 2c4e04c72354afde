import { ProductCardSkeleton } from '#app/components/feedback/Skeleton.tsx';
import { strings } from '#app/strings/index.ts';
import { PRODUCT_GRID } from './ProductGrid.tsx';

/** Stand-in grid while another listing loads, the same shape as the results so nothing jumps. */
export function ListingSkeleton({ count = 10 }: { count?: number }) {
  return (
    <div role="status" aria-label={strings.listing.loading} className={PRODUCT_GRID}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have nothing but their position.
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}
