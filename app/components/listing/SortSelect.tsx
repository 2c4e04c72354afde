import { useState } from 'react';
import { Form, useLocation, useSubmit } from 'react-router';
import { type ListingSort, preservedEntries } from '#app/lib/listing/params.ts';
import { strings } from '#app/strings/index.ts';
import { ApplyButton } from '#app/components/ApplyButton.tsx';
import { Select } from '#app/components/ui/Field.tsx';

/** The order of results as a GET form: choosing an option reloads page 1 in that order, keeping every filter. */
export function SortSelect({ sort, sorts }: { sort: ListingSort; sorts: ListingSort[] }) {
  const location = useLocation();
  const submit = useSubmit();
  const copy = strings.listing.sort;
  // Follows the loaded results (back restores the old order) while staying one element, so focus stays on it.
  const [value, setValue] = useState(sort);
  const [shownSort, setShownSort] = useState(sort);
  if (shownSort !== sort) {
    setShownSort(sort);
    setValue(sort);
  }
  return (
    <Form method="get" action={location.pathname} preventScrollReset className="flex items-center gap-2">
      {preservedEntries(location.search, ['sort']).map(([name, value], index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a name can repeat in the query, so its position tells the inputs apart.
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="listing-sort" className="text-sm text-slate-700">
        {copy.label}
      </label>
      <Select
        compact
        id="listing-sort"
        name="sort"
        value={value}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          setValue(sorts.find((option) => option === chosen) ?? sort);
          void submit(event.currentTarget.form, { preventScrollReset: true });
        }}
      >
        {sorts.map((option) => (
          <option key={option} value={option}>
            {copy.options[option]}
          </option>
        ))}
      </Select>
      {/* With scripts a choice applies at once; the button is still there for keyboards and for browsers without them. */}
      <ApplyButton variant="secondary" size="sm">
        {copy.apply}
      </ApplyButton>
    </Form>
  );
}
