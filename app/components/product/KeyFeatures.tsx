import { useId } from 'react';
import { strings } from '#app/strings/index.ts';

/** The product's selling points and its warranty, beside the price as shops here show them; nothing when neither is given. */
export function KeyFeatures({ features, warranty }: { features: readonly string[]; warranty: string | null }) {
  const headingId = useId();
  const copy = strings.product.page;
  if (features.length === 0 && !warranty) return null;
  return (
    <div className="flex flex-col gap-2 text-sm text-slate-700" data-testid="key-features">
      {features.length > 0 ? (
        <section aria-labelledby={headingId}>
          <h2 id={headingId} className="mb-1 text-base font-semibold text-slate-900">
            {copy.keyFeatures}
          </h2>
          <ul className="list-disc space-y-0.5 pl-5">
            {features.map((feature) => (
              <li key={feature} className="break-words">
                {feature}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {warranty ? (
        <p className="break-words">
          <span className="font-semibold text-slate-900">{copy.warrantyLabel}:</span> {warranty}
        </p>
      ) : null}
    </div>
  );
}
