import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { WishlistRow } from '#app/components/content/WishlistRow.tsx';
import { LoadingScreen } from '#app/components/feedback/LoadingScreen.tsx';
import { useStoreHydrated } from '#app/components/feedback/use-store-hydrated.ts';
import { pageMeta, shellFromMatches } from '#app/lib/seo.ts';
import { useWishlistStore, type WishlistItem } from '#app/lib/stores/wishlist.ts';
import { notify } from '#app/lib/toast.ts';
import { fill, strings } from '#app/strings/index.ts';
import type { Route } from './+types/wishlist';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const shopName = shellFromMatches(matches)?.settings.shop_name ?? strings.common.shopName;
  const copy = strings.pages.wishlist;
  return pageMeta({ title: fill(copy.metaTitle, { shopName }), description: copy.description, path: '/wishlist', noindex: true }, matches);
}

function EmptyWishlist() {
  const copy = strings.pages.wishlist;
  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span aria-hidden="true" className="grid size-14 place-items-center rounded-full bg-rose-50 text-rose-700">
        <Heart className="size-7" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{copy.emptyTitle}</h2>
      <p className="mt-2 text-sm leading-6 text-slate-600">{copy.emptyBody}</p>
      <Link to="/shop" className="mt-6 rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-600">
        {copy.browse}
      </Link>
    </div>
  );
}

export default function WishlistPage() {
  const copy = strings.pages.wishlist;
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
      {hydrated && items.length > 0 ? (
        <p className="mt-1 text-sm text-slate-600">{items.length === 1 ? copy.countOne : fill(copy.count, { count: items.length })}</p>
      ) : null}
      <div className="mt-6">
        {!hydrated ? (
          <LoadingScreen />
        ) : items.length === 0 ? (
          <EmptyWishlist />
        ) : (
          <ul className="space-y-3">
            {items.map((item) => (
              <WishlistRow key={item.id} item={item} onRemove={removeItem} />
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}
