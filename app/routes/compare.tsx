import { GitCompareArrows } from 'lucide-react';
import { CompareTable } from '#app/components/content/CompareTable.tsx';
import { SavedListContent, savedListMeta } from '#app/components/content/SavedList.tsx';
import { useStoreHydrated } from '#app/components/feedback/use-store-hydrated.ts';
import { COMPARE_LIMIT, type CompareItem, useCompareStore } from '#app/lib/stores/compare.ts';
import { notify } from '#app/lib/toast.ts';
import { fill, strings } from '#app/strings/index.ts';
import { pagesStrings } from '#app/strings/pages.ts';
import { Button } from '#app/components/ui/Button.tsx';
import type { Route } from './+types/compare';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return savedListMeta(pagesStrings.compare, '/compare', matches);
}

export default function ComparePage() {
  const copy = pagesStrings.compare;
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
          {hydrated && items.length > 0 ? (
            <p className="mt-1 text-sm text-slate-600">{fill(copy.count, { count: items.length, limit: COMPARE_LIMIT })}</p>
          ) : null}
        </div>
        {hydrated && items.length > 0 ? (
          <Button variant="remove" onClick={clearAll}>
            {copy.clearAll}
          </Button>
        ) : null}
      </div>
      <div className="mt-6">
        <SavedListContent copy={copy} hydrated={hydrated} count={items.length} icon={GitCompareArrows} iconClassName="bg-brand-50 text-brand-700">
          <CompareTable items={items} onRemove={removeItem} />
        </SavedListContent>
      </div>
      {hydrated && items.length > 1 ? <p className="mt-2 text-xs text-slate-600 md:hidden">{copy.scrollHint}</p> : null}
    </main>
  );
}
