import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { formatCount } from '#domain/money.ts';
import type { FacetGroup } from '#app/lib/listing/page-data.ts';
import { fill, strings } from '#app/strings/index.ts';
import { FilterPanel } from './FilterPanel.tsx';
import { buttonClassName } from '#app/components/ui/Button.tsx';

export interface MobileFiltersSheetProps {
  facets: FacetGroup[];
  found: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Filters button; focus goes back to it when the sheet closes. */
  opener: React.RefObject<HTMLButtonElement | null>;
}

/** The filter sheet, loaded on first use. Each tick updates the results behind it; "Show results" closes it. */
export default function MobileFiltersSheet({ facets, found, open, onOpenChange, opener }: MobileFiltersSheetProps) {
  const copy = strings.listing.filters;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-[85%] max-w-sm flex-col bg-white shadow-xl focus:outline-none"
        >
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
            <Dialog.Close className={buttonClassName({ className: 'w-full' })}>{fill(copy.showResults, { count: formatCount(found) })}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
