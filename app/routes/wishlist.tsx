import { Heart } from 'lucide-react';
import { SavedListContent, savedListMeta } from '#app/components/content/SavedList.tsx';
import { WishlistRow } from '#app/components/content/WishlistRow.tsx';
import { useStoreHydrated } from '#app/components/feedback/use-store-hydrated.ts';
import { useWishlistStore, type WishlistItem } from '#app/lib/stores/wishlist.ts';
import { notify } from '#app/lib/toast.ts';
import { plural, strings } from '#app/strings/index.ts';
import { pagesStrings } from '#app/strings/pages.ts';
import type { Route } from './+types/wishlist';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return savedListMeta(pagesStrings.wishlist, '/wishlist', matches);
}

export default function WishlistPage() {
  const copy = pagesStrings.wishlist;
  const hydrated = useStoreHydrated(useWishlistStore);
  const items = useWishlistStore((state) => state.items);
  const remove = useWishlistStore((state) => state.remove);

  const removeItem = (item: WishlistItem) => {
    remove(item.id);
    notify.success(strings.product.wishlist.removed);
  };

  return (
    <main className="mx-auto max-w-4xl px-4 pb-16 pt-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{copy.title}</h1>
      {hydrated && items.length > 0 ? <p className="mt-1 text-sm text-slate-600">{plural(copy.count, items.length)}</p> : null}
      <div className="mt-6">
        <SavedListContent copy={copy} hydrated={hydrated} count={items.length} icon={Heart} iconClassName="bg-rose-50 text-rose-700">
          <ul className="space-y-3">
            {items.map((item) => (
              <WishlistRow key={item.id} item={item} onRemove={removeItem} />
            ))}
          </ul>
        </SavedListContent>
      </div>
    </main>
  );
}
