import { isOptionAvailable, optionGroups, type Selection } from '#domain/variants.ts';
import { strings } from '#app/strings/index.ts';
import type { DetailVariant } from './product-detail.ts';
import { Button } from '#app/components/ui/Button.tsx';

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
                <Button
                  key={value}
                  variant="choice"
                  size="sm"
                  aria-pressed={chosen}
                  disabled={!available}
                  title={available ? undefined : copy.optionUnavailable}
                  onClick={() => onChoose(group.name, value)}
                  className="min-h-9"
                >
                  {value}
                </Button>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
