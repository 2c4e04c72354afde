import { useQuery } from '@tanstack/react-query';
import { browserQueryClient } from '#app/lib/query-client.ts';
import { X } from 'lucide-react';
import { Link } from 'react-router';
import type { CardProduct } from '#app/lib/card-product.ts';
import { Button } from '#app/components/ui/Button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '#app/components/ui/Dialog.tsx';
import { fill, strings } from '#app/strings/index.ts';
import { productQuery } from '#app/components/content/product-json.ts';
import { toProductDetail } from './product-detail.ts';
import { ProductOverview } from './ProductOverview.tsx';
import { productPath } from '#domain/slug.ts';

function Skeleton() {
  return (
    <div className="grid animate-pulse gap-6 md:grid-cols-2" aria-hidden="true">
      <div className="aspect-square rounded-lg bg-slate-200" />
      <div className="flex flex-col gap-3">
        <div className="h-6 w-3/4 rounded bg-slate-200" />
        <div className="h-4 w-1/3 rounded bg-slate-200" />
        <div className="h-8 w-1/2 rounded bg-slate-200" />
        <div className="h-10 w-full rounded bg-slate-200" />
        <div className="h-11 w-full rounded bg-slate-200" />
      </div>
    </div>
  );
}

/** Quick view opened from a card: Radix gives the focus trap, Escape and the body scroll lock. */
export default function QuickViewModal({ product, onClose }: { product: CardProduct; onClose: () => void }) {
  const copy = strings.product;
  const query = useQuery({ ...productQuery(product.id), select: toProductDetail }, browserQueryClient());
  const name = product.name || copy.labels.nameNotAvailable;
  const title = <DialogTitle className="pr-10 text-xl font-semibold leading-snug text-slate-900">{name}</DialogTitle>;

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent layout="modal">
        <DialogDescription className="sr-only">{fill(copy.modal.description, { name })}</DialogDescription>
        <DialogClose asChild>
          <Button variant="over-photo" size="icon-round-md" aria-label={copy.modal.close} className="absolute right-3 top-3 z-10">
            <X aria-hidden="true" className="size-5" />
          </Button>
        </DialogClose>
        {query.data ? (
          <ProductOverview detail={query.data} title={title} onCheckout={onClose}>
            <Link to={productPath(product.slug)} onClick={onClose} className="text-sm font-medium text-brand-700 underline underline-offset-2">
              {copy.modal.viewDetails}
            </Link>
          </ProductOverview>
        ) : (
          <>
            {title}
            {query.isError ? (
              <div role="alert" className="mt-4 flex flex-col items-start gap-3">
                <p className="text-slate-700">{copy.modal.error}</p>
                <Button onClick={() => void query.refetch()}>{copy.modal.retry}</Button>
              </div>
            ) : (
              <div className="mt-4">
                <p className="sr-only" role="status">
                  {copy.modal.loading}
                </p>
                <Skeleton />
              </div>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
