import { Form, useLocation, useSubmit } from 'react-router';
import type { FacetGroup as FacetGroupData } from '#app/lib/listing/page-data.ts';
import { preservedEntries } from '#app/lib/listing/params.ts';
import { useHydrated } from '#app/lib/listing/use-hydrated.ts';
import { strings } from '#app/strings/index.ts';
import { FacetGroup } from './FacetGroup.tsx';

/**
 * The facets as one GET form: without JavaScript "Apply filters" submits it; once hydrated every
 * tick submits at once. Either way the filters live in the URL, so pages are shareable and the back
 * button steps through them. The form is re-created for each URL so its boxes always match it.
 */
export function FilterPanel({ facets }: { facets: FacetGroupData[] }) {
  const location = useLocation();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const hidden = preservedEntries(location.search, facets.map((group) => group.param));
  return (
    <Form
      key={location.search}
      method="get"
      action={location.pathname}
      preventScrollReset
      onChange={(event) => void submit(event.currentTarget, { preventScrollReset: true })}
    >
      {hidden.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      {facets.map((group) => (
        <FacetGroup key={group.key} group={group} />
      ))}
      {hydrated ? null : (
        <button type="submit" className="mt-3 w-full rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600">
          {strings.listing.filters.apply}
        </button>
      )}
    </Form>
  );
}
