import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import type { FacetGroup } from '#app/lib/listing/page-data.ts';
import { fill, strings } from '#app/strings/index.ts';
import { Button } from '#app/components/ui/Button.tsx';

const loadSheet = () => import('./MobileFiltersSheet.tsx');
const MobileFiltersSheet = lazy(loadSheet);

/**
 * Below the lg breakpoint the filters open in a sheet from a "Filters" button; the sheet's code
 * is fetched on first use so listings load without the dialog library.
 */
export function MobileFilters({ facets, found }: { facets: FacetGroup[]; found: number }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const copy = strings.listing.filters;
  const activeCount = facets.reduce((sum, group) => sum + group.options.filter((option) => option.selected).length, 0);
  if (facets.length === 0) return null;
  return (
    <>
      <Button
        ref={opener}
        variant="neutral"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={() => void loadSheet()}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className="lg:hidden"
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {activeCount ? fill(copy.openWithCount, { count: activeCount }) : copy.open}
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <MobileFiltersSheet facets={facets} found={found} open={open} onOpenChange={setOpen} opener={opener} />
        </Suspense>
      ) : null}
    </>
  );
}
