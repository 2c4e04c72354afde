import { formatCount } from '#domain/money.ts';
import type { FacetGroup } from '#app/lib/listing/page-data.ts';
import { fill, strings } from '#app/strings/index.ts';
import { FilterPanel } from './FilterPanel.tsx';
import { Button } from '#app/components/ui/Button.tsx';
import { Dialog, DialogClose, DialogContent, DialogHeader, DialogTitle } from '#app/components/ui/Dialog.tsx';

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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        layout="sheet-end"
        className="max-w-sm"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
        aria-describedby={undefined}
      >
        <DialogHeader closeLabel={copy.close}>
          <DialogTitle className="text-base font-semibold">{copy.heading}</DialogTitle>
        </DialogHeader>
        <div className="flex-1 overflow-y-auto px-4">
          <FilterPanel facets={facets} />
        </div>
        <div className="border-t border-slate-200 p-4">
          <DialogClose asChild>
            <Button className="w-full">{fill(copy.showResults, { count: formatCount(found) })}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
