import { useQueries } from '@tanstack/react-query';
import { browserQueryClient } from '#app/lib/query-client.ts';
import { X } from 'lucide-react';
import { Link } from 'react-router';
import { Spinner } from '#app/components/feedback/Spinner.tsx';
import { PriceTag } from '#app/components/product/PriceTag.tsx';
import { StockBadge } from '#app/components/product/StockBadge.tsx';
import type { CompareItem } from '#app/lib/stores/compare.ts';
import { fill } from '#app/strings/index.ts';
import { pagesStrings } from '#app/strings/pages.ts';
import { Button } from '#app/components/ui/Button.tsx';
import { unionOfSpecs } from './compare-specs.ts';
import { productQuery } from './product-json.ts';
import { productPath } from '#domain/slug.ts';
import { imageUrlOrPlaceholder } from '#domain/image-url.ts';

const ROW_HEAD =
  'sticky left-0 z-10 w-28 min-w-28 border-b border-r border-slate-200 bg-slate-50 px-3 py-2.5 text-left align-top text-xs font-semibold text-slate-700 sm:w-44 sm:min-w-44 sm:text-sm';
const CELL = 'min-w-40 border-b border-slate-200 px-3 py-2.5 align-top text-slate-800 sm:min-w-52';

/** Compared products side by side; the first column stays put while the rest scroll sideways. */
export function CompareTable({ items, onRemove }: { items: CompareItem[]; onRemove: (item: CompareItem) => void }) {
  const copy = pagesStrings.compare;
  const details = useQueries(
    {
      queries: items.map((item) => ({
        ...productQuery(item.id),
        select: (json: Awaited<ReturnType<ReturnType<typeof productQuery>['queryFn']>>) => ({
          inStock: json.in_stock,
          retailPrice: json.retail_price,
          salePrice: json.sale_price,
          specs: json.attributes,
        }),
      })),
    },
    browserQueryClient(),
  );
  const loaded = items.flatMap((item, index) => {
    const data = details[index]?.data;
    return data ? [{ id: item.id, specs: data.specs }] : [];
  });
  const { groups, values } = unionOfSpecs(loaded);
  const pending = details.some((query) => query.isPending);
  const failed = details.some((query) => query.isError);

  const row = (label: string, cell: (item: CompareItem, index: number) => React.ReactNode) => (
    <tr>
      <th scope="row" className={ROW_HEAD}>
        {label}
      </th>
      {items.map((item, index) => (
        <td key={item.id} className={CELL}>
          {cell(item, index)}
        </td>
      ))}
    </tr>
  );

  return (
    // On a phone the table scrolls inside this box, so the box takes focus: keyboard users scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must take focus, or keyboard users cannot scroll it (axe: scrollable-region-focusable).
    <section className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm" aria-labelledby="compare-caption" tabIndex={0}>
      <table className="w-full border-separate border-spacing-0 text-sm">
        <caption id="compare-caption" className="sr-only">
          {copy.tableCaption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={`${ROW_HEAD} align-bottom`}>
              {copy.product}
            </th>
            {items.map((item) => (
              <th key={item.id} scope="col" className={`${CELL} text-left font-normal`}>
                <div className="flex flex-col gap-2">
                  <div className="flex items-start justify-between gap-2">
                    {/* The picture repeats the name link next to it, so it stays out of the tab order. */}
                    <Link
                      tabIndex={-1}
                      aria-hidden="true"
                      to={productPath(item.slug)}
                      className="block size-24 shrink-0 overflow-hidden rounded-lg bg-slate-50 sm:size-32"
                    >
                      <img
                        src={imageUrlOrPlaceholder(item.image)}
                        alt=""
                        width={128}
                        height={128}
                        loading="lazy"
                        decoding="async"
                        className="h-full w-full object-contain p-1"
                      />
                    </Link>
                    <Button variant="remove" size="icon-sm" aria-label={fill(copy.removeNamed, { name: item.name })} onClick={() => onRemove(item)}>
                      <X aria-hidden="true" className="size-4" />
                    </Button>
                  </div>
                  <Link to={productPath(item.slug)} className="line-clamp-3 font-semibold leading-snug text-slate-900 hover:text-brand-700 hover:underline">
                    {item.name}
                  </Link>
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {row(copy.price, (item, index) => {
            const data = details[index]?.data;
            return <PriceTag price={item.price} retailPrice={data?.retailPrice ?? item.price} salePrice={data?.salePrice ?? null} />;
          })}
          {row(copy.brand, (item) => item.brand ?? <NotListed />)}
          {row(copy.availability, (_item, index) => {
            const data = details[index]?.data;
            return data ? <StockBadge inStock={data.inStock} /> : <Spinner size="sm" />;
          })}
          <tr>
            <td colSpan={items.length + 1} className="border-b border-slate-200 bg-brand-50 p-0 text-left">
              <strong className="sticky left-0 inline-block px-3 py-2 text-sm font-bold text-brand-700">{copy.specifications}</strong>
            </td>
          </tr>
          {pending && groups.length === 0 ? (
            <tr>
              <td colSpan={items.length + 1} className="px-3 py-6">
                <span className="sticky left-3">
                  <Spinner size="sm" label={copy.specsLoading} showLabel />
                </span>
              </td>
            </tr>
          ) : null}
          {failed ? (
            <tr>
              <td colSpan={items.length + 1} className="px-3 py-3 text-rose-700">
                <span className="sticky left-3">{copy.specsFailed}</span>
              </td>
            </tr>
          ) : null}
          {groups.map(({ group, rows }) => (
            <GroupRows key={group} group={group} span={items.length + 1}>
              {rows.map((spec) => (
                <tr key={spec.key}>
                  <th scope="row" className={`${ROW_HEAD} font-medium`}>
                    {spec.name}
                  </th>
                  {items.map((item) => {
                    const value = values.get(item.id)?.get(spec.key);
                    return (
                      <td key={item.id} className={CELL}>
                        {value ?? <NotListed />}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </GroupRows>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function NotListed() {
  const copy = pagesStrings.compare;
  return (
    <>
      <span aria-hidden="true" className="text-slate-600">
        {copy.notListed}
      </span>
      <span className="sr-only">{copy.notListedLabel}</span>
    </>
  );
}

function GroupRows({ group, span, children }: { group: string; span: number; children: React.ReactNode }) {
  return (
    <>
      {/* A label row, not a header cell: header cells spanning the table would make it two levels deep,
          and each value's headers ambiguous (WCAG 1.3.1; HTML_CodeSniffer H43). The row headers
          still name every value. */}
      <tr>
        <td colSpan={span} className="border-b border-slate-200 bg-slate-100 p-0 text-left">
          <strong className="sticky left-0 inline-block px-3 py-1.5 text-xs font-semibold uppercase tracking-wide text-slate-700">{group}</strong>
        </td>
      </tr>
      {children}
    </>
  );
}
