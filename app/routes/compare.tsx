import { GitCompareArrows } from 'lucide-react';
import { Link } from 'react-router';
import { CompareTable } from '#app/components/content/CompareTable.tsx';
import { LoadingScreen } from '#app/components/feedback/LoadingScreen.tsx';
import { useStoreHydrated } from '#app/components/feedback/use-store-hydrated.ts';
import { pageMeta, shellFromMatches } from '#app/lib/seo.ts';
import { COMPARE_LIMIT, type CompareItem, useCompareStore } from '#app/lib/stores/compare.ts';
import { notify } from '#app/lib/toast.ts';
import { fill, strings } from '#app/strings/index.ts';
import type { Route } from './+types/compare';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const shopName = shellFromMatches(matches)?.settings.shop_name ?? strings.common.shopName;
  const copy = strings.pages.compare;
  return pageMeta({ title: fill(copy.metaTitle, { shopName }), description: copy.description, path: '/compare', noindex: true }, matches);
}

function EmptyCompare() {
  const copy = strings.pages.compare;
  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span aria-hidden="true" className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
        <GitCompareArrows className="size-7" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{copy.emptyTitle}</h2>
      <p className="mt-2 text-sm leading-6 text-slate-600">{copy.emptyBody}</p>
      <Link to="/shop" className="mt-6 rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-600">
        {copy.browse}
      </Link>
    </div>
  );
}

export default function ComparePage() {
  const copy = strings.pages.compare;
  const hydrated = useStoreHydrated(useCompareStore);
  const items = useCompareStore((state) => state.items);
  const remove = useCompareStore((state) => state.remove);
  const clear = useCompareStore((state) => state.clear);

  const removeItem = (item: CompareItem) => {
    remove(item.id);
    notify.success(strings.product.compare.removed);
  };
  const clearAll = () => {
    clear();
    notify.success(copy.cleared);
  };

  return (
    <main className="mx-auto max-w-7xl px-4 pb-16 pt-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{copy.title}</h1>
          {hydrated && items.length > 0 ? <p className="mt-1 text-sm text-slate-600">{fill(copy.count, { count: items.length, limit: COMPARE_LIMIT })}</p> : null}
        </div>
        {hydrated && items.length > 0 ? (
          <button type="button" onClick={clearAll} className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:border-rose-700 hover:text-rose-700">
            {copy.clearAll}
          </button>
        ) : null}
      </div>
      <div className="mt-6">
        {!hydrated ? <LoadingScreen /> : items.length === 0 ? <EmptyCompare /> : <CompareTable items={items} onRemove={removeItem} />}
      </div>
      {hydrated && items.length > 1 ? <p className="mt-2 text-xs text-slate-600 md:hidden">{copy.scrollHint}</p> : null}
    </main>
  );
}
