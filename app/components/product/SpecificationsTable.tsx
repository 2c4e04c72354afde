import { strings } from '#app/strings/index.ts';
import type { Specification } from './product-detail.ts';

/** Specifications in the order staff entered them, one table per group. */
export function SpecificationsTable({ specs }: { specs: readonly Specification[] }) {
  // A table per group, named by its caption, keeps each table one level deep (a header per row):
  // one table with a header row per group as well leaves a value's headers ambiguous to assistive
  // technology (WCAG 1.3.1; HTML_CodeSniffer H43), and `headers` lists could not satisfy every reader.
  const groups = new Map<string, Specification[]>();
  for (const spec of specs) groups.set(spec.group, [...(groups.get(spec.group) ?? []), spec]);
  return (
    <section aria-labelledby="specs-heading" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="specs-heading" className="mb-3 text-lg font-semibold">
        {strings.product.page.specifications}
      </h2>
      {[...groups].map(([group, rows]) => (
        <table key={group} className="w-full border-collapse text-sm">
          <caption className="bg-slate-100 px-3 py-2 text-left font-semibold text-slate-900">{group}</caption>
          <tbody>
            {rows.map((spec) => (
              <tr key={`${spec.name}:${spec.value}`} className="border-b border-slate-100">
                <th scope="row" className="w-2/5 px-3 py-2 text-left align-top font-medium text-slate-700">
                  {spec.name}
                </th>
                <td className="px-3 py-2 text-slate-900">{spec.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}
