import { isOptionAvailable, optionGroups, type Selection } from '#domain/variants.ts';
import { strings } from '#app/strings/index.ts';
import type { DetailVariant } from './product-detail.ts';

interface VariantOptionsProps {
  variants: readonly DetailVariant[];
  selection: Selection;
  onChoose: (name: string, value: string) => void;
}

/** One row of option buttons per attribute; options no variant offers with the current choice are disabled. */
export function VariantOptions({ variants, selection, onChoose }: VariantOptionsProps) {
  const copy = strings.product;
  return (
    <div className="flex flex-col gap-3">
      {optionGroups(variants).map((group) => (
        <fieldset key={group.name}>
          <legend className="mb-1.5 text-sm font-medium text-slate-800">{group.name}</legend>
          <div className="flex flex-wrap gap-2">
            {group.values.map((value) => {
              const available = isOptionAvailable(variants, selection, group.name, value);
              const chosen = Object.hasOwn(selection, group.name) && selection[group.name] === value;
              return (
                <button
                  key={value}
                  type="button"
                  aria-pressed={chosen}
                  disabled={!available}
                  title={available ? undefined : copy.optionUnavailable}
                  onClick={() => onChoose(group.name, value)}
                  className="min-h-9 rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-800 transition hover:border-brand-700 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white disabled:cursor-not-allowed disabled:border-dashed disabled:text-slate-500 disabled:line-through"
                >
                  {value}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
