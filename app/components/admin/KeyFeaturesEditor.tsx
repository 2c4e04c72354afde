import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { Button } from '#app/components/ui/Button.tsx';
import { Field, Input } from '#app/components/ui/Field.tsx';
import { move, removeAt, replaceAt } from '#app/lib/admin/list-edits.ts';
import { type KeyFeatureState, newRowKey } from '#app/lib/admin/product-form.ts';
import { PRODUCT_EDIT_LIMITS } from '#domain/product-edit.ts';

interface KeyFeaturesEditorProps {
  features: KeyFeatureState[];
  onChange: (features: KeyFeatureState[]) => void;
  error: (path: string) => string | undefined;
}

/** The product page's "Key Features" bullets, one line each, in the order staff put them. */
export function KeyFeaturesEditor({ features, onChange, error }: KeyFeaturesEditorProps) {
  const full = features.length >= PRODUCT_EDIT_LIMITS.keyFeatures;
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        {features.length === 0 ? 'No key features yet. ' : ''}Up to {PRODUCT_EDIT_LIMITS.keyFeatures} short selling points the product page lists beside the
        price, such as “Intel Core i5-1235U” or “8GB RAM, 512GB SSD”.
      </p>
      <ol className="space-y-3">
        {features.map((feature, index) => (
          <li key={feature.key} className="flex items-start gap-2">
            <div className="min-w-0 flex-1">
              <Field label={`Key feature ${index + 1}`} error={error(`key_features.${index}`)}>
                {(control) => (
                  <Input
                    {...control}
                    value={feature.text}
                    onChange={(e) => onChange(replaceAt(features, index, { ...feature, text: e.target.value }))}
                    autoComplete="off"
                  />
                )}
              </Field>
            </div>
            <div className="mt-7 flex gap-1">
              <Button
                variant="quiet"
                size="icon"
                aria-label={`Move key feature ${index + 1} up`}
                disabled={index === 0}
                onClick={() => onChange(move(features, index, index - 1))}
              >
                <ArrowUp aria-hidden="true" className="size-4" />
              </Button>
              <Button
                variant="quiet"
                size="icon"
                aria-label={`Move key feature ${index + 1} down`}
                disabled={index === features.length - 1}
                onClick={() => onChange(move(features, index, index + 1))}
              >
                <ArrowDown aria-hidden="true" className="size-4" />
              </Button>
              <Button variant="remove" size="icon" aria-label={`Remove key feature ${index + 1}`} onClick={() => onChange(removeAt(features, index))}>
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <Button variant="secondary" size="sm" disabled={full} onClick={() => onChange([...features, { key: newRowKey(), text: '' }])}>
        <Plus aria-hidden="true" className="size-4" />
        Add key feature
      </Button>
    </div>
  );
}
