/**
 * A grey placeholder block with the size of the content still loading; hidden from screen readers.
 * A block-level span, so it may stand where only phrasing content is allowed (an amount in a line).
 */
export function Skeleton({ className = '' }: { className?: string }) {
  return <span aria-hidden="true" className={`block animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none ${className}`} />;
}

/** Stand-in for a product card while its data loads, the same shape so nothing jumps. */
export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white">
      <Skeleton className="aspect-square rounded-none" />
      <div className="flex flex-col gap-2 p-3">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="mt-2 h-5 w-1/2" />
      </div>
    </div>
  );
}
