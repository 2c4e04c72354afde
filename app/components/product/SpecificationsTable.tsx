import { useId } from 'react';
import { strings } from '#app/strings/index.ts';
import type { Specification } from './product-detail.ts';

/** Specifications in the order staff entered them, with a heading row per group. */
export function SpecificationsTable({ specs }: { specs: readonly Specification[] }) {
  // Each value names its group and row headers: with a header row per group as well as a header per
  // row, scope alone leaves the cell's headers ambiguous (WCAG 1.3.1, HTML_CodeSniffer H43).
  const tableId = useId();
  const groups = new Map<string, Specification[]>();
  for (const spec of specs) groups.set(spec.group, [...(groups.get(spec.group) ?? []), spec]);
  return (
    <section aria-labelledby="specs-heading" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="specs-heading" className="mb-3 text-lg font-semibold">
        {strings.product.page.specifications}
      </h2>
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{strings.product.page.specifications}</caption>
        {[...groups].map(([group, rows], groupIndex) => (
          <tbody key={group}>
            <tr>
              <th id={`${tableId}-${groupIndex}`} colSpan={2} scope="rowgroup" className="bg-slate-100 px-3 py-2 text-left font-semibold text-slate-900">
                {group}
              </th>
            </tr>
            {rows.map((spec, rowIndex) => (
              <tr key={`${spec.name}:${spec.value}`} className="border-b border-slate-100">
                <th id={`${tableId}-${groupIndex}-${rowIndex}`} scope="row" className="w-2/5 px-3 py-2 text-left align-top font-medium text-slate-700">
                  {spec.name}
                </th>
                <td headers={`${tableId}-${groupIndex} ${tableId}-${groupIndex}-${rowIndex}`} className="px-3 py-2 text-slate-900">
                  {spec.value}
                </td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </section>
  );
}
