import { formatCount } from '#domain/money.ts';
import type { FacetGroup as FacetGroupData, FacetOption } from '#app/lib/listing/page-data.ts';
import { strings } from '#app/strings/index.ts';
import { Tick } from '#app/components/ui/Field.tsx';

/** Options shown before "Show more"; long lists (categories, brands) fold the rest away. */
const VISIBLE_OPTIONS = 8;

export const optionKey = (param: string, value: string) => `${param}=${value}`;

interface OptionsProps {
  ticked: ReadonlySet<string>;
  onToggle: (key: string) => void;
}

function OptionCheckbox({ param, option, ticked, onToggle }: { param: string; option: FacetOption } & OptionsProps) {
  const key = optionKey(param, option.value);
  return (
    <li>
      <label className="flex cursor-pointer items-center gap-2 rounded px-1 py-1.5 text-sm hover:bg-slate-50">
        <Tick name={param} value={option.value} checked={ticked.has(key)} onChange={() => onToggle(key)} />
        <span className="min-w-0 flex-1 truncate">{option.label}</span>
        {option.count > 0 ? <span className="text-xs text-slate-600">{formatCount(option.count)}</span> : null}
      </label>
    </li>
  );
}

/** One facet: a fieldset of checkboxes named after the URL parameter, with the number of matching products. */
export function FacetGroup({ group, ticked, onToggle }: { group: FacetGroupData } & OptionsProps) {
  const visible = group.options.slice(0, VISIBLE_OPTIONS);
  const rest = group.options.slice(VISIBLE_OPTIONS);
  const list = (options: FacetOption[]) =>
    options.map((option) => <OptionCheckbox key={option.value} param={group.param} option={option} ticked={ticked} onToggle={onToggle} />);
  return (
    <fieldset className="border-b border-slate-200 py-3 last:border-b-0">
      <legend className="float-left mb-1 w-full text-sm font-semibold text-slate-900">{strings.listing.filters.groups[group.key]}</legend>
      <ul className="clear-left">{list(visible)}</ul>
      {rest.length > 0 ? (
        <details open={rest.some((option) => option.selected)}>
          <summary className="cursor-pointer px-1 py-1 text-sm font-medium text-brand-700">{strings.listing.filters.showMore}</summary>
          <ul>{list(rest)}</ul>
        </details>
      ) : null}
    </fieldset>
  );
}
