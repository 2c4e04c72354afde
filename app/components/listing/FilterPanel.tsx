import { useState } from 'react';
import { Form, useLocation, useSubmit } from 'react-router';
import type { FacetGroup as FacetGroupData } from '#app/lib/listing/page-data.ts';
import { preservedEntries } from '#app/lib/listing/params.ts';
import { strings } from '#app/strings/index.ts';
import { FacetGroup, optionKey } from './FacetGroup.tsx';
import { ApplyButton } from '#app/components/ApplyButton.tsx';

const tickedIn = (facets: FacetGroupData[]) =>
  new Set(facets.flatMap((group) => group.options.filter((option) => option.selected).map((option) => optionKey(group.param, option.value))));

/**
 * The facets as one GET form: without JavaScript "Apply filters" submits it; once hydrated every
 * tick submits at once. Either way the filters live in the URL, so pages are shareable and the back
 * button steps through them. The boxes follow the loaded results (so back shows the right ticks) and
 * stay the same elements, so keyboard focus stays on the box just ticked.
 */
export function FilterPanel({ facets }: { facets: FacetGroupData[] }) {
  const location = useLocation();
  const submit = useSubmit();
  const [ticked, setTicked] = useState(() => tickedIn(facets));
  const [shownFacets, setShownFacets] = useState(facets);
  if (shownFacets !== facets) {
    setShownFacets(facets);
    setTicked(tickedIn(facets));
  }
  const toggle = (key: string) =>
    setTicked((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const hidden = preservedEntries(
    location.search,
    facets.map((group) => group.param),
  );
  return (
    <Form method="get" action={location.pathname} preventScrollReset onChange={(event) => void submit(event.currentTarget, { preventScrollReset: true })}>
      {hidden.map(([name, value], index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a name can repeat in the query, so its position tells the inputs apart.
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      {facets.map((group) => (
        <FacetGroup key={group.key} group={group} ticked={ticked} onToggle={toggle} />
      ))}
      {/* With scripts a choice applies at once; the button is still there for keyboards and for browsers without them. */}
      <ApplyButton className="mt-3 w-full">{strings.listing.filters.apply}</ApplyButton>
    </Form>
  );
}
