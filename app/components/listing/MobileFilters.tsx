import * as Dialog from '@radix-ui/react-dialog';
import { SlidersHorizontal, X } from 'lucide-react';
import { useState } from 'react';
import { formatCount } from '#app/lib/listing/format.ts';
import type { FacetGroup } from '#app/lib/listing/page-data.ts';
import { fill, strings } from '#app/strings/index.ts';
import { FilterPanel } from './FilterPanel.tsx';

/**
 * Below the lg breakpoint the filters open in a sheet from a "Filters" button. Each tick updates
 * the results behind it; "Show results" closes it.
 */
export function MobileFilters({ facets, found }: { facets: FacetGroup[]; found: number }) {
  const [open, setOpen] = useState(false);
  const copy = strings.listing.filters;
  const activeCount = facets.reduce((sum, group) => sum + group.options.filter((option) => option.selected).length, 0);
  if (facets.length === 0) return null;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-900 lg:hidden">
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {activeCount ? fill(copy.openWithCount, { count: activeCount }) : copy.open}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content aria-describedby={undefined} className="fixed inset-y-0 right-0 z-50 flex w-[85%] max-w-sm flex-col bg-white shadow-xl focus:outline-none">
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <Dialog.Title className="text-base font-semibold">{copy.heading}</Dialog.Title>
            <Dialog.Close aria-label={copy.close} className="grid size-9 place-items-center rounded-md text-slate-700 hover:bg-slate-100">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-4">
            <FilterPanel facets={facets} />
          </div>
          <div className="border-t border-slate-200 p-4">
            <Dialog.Close className="w-full rounded-md bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-600">
              {fill(copy.showResults, { count: formatCount(found) })}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
