import { EMI_TENURES, type EmiPlan, emiFrom, emiTable } from '#domain/emi.ts';
import { formatTaka } from '#domain/money.ts';
import { isCallForPrice } from '#domain/pricing.ts';
import { Table, tableCell } from '#app/components/ui/Table.tsx';
import { fill, strings } from '#app/strings/index.ts';

interface EmiOfferProps {
  /** The cash price, and the regular (EMI) price the instalments start from. */
  price: number;
  regularPrice: number;
  plans: readonly EmiPlan[];
}

/**
 * "Cash price ৳X · Regular price ৳Y" when the two differ, and "EMI from ৳N/month" opening the table
 * of every bank's monthly figure by tenure, only when a plan applies. A disclosure, so it reads the
 * same without scripts and to a screen reader; the figures are domain/emi.ts's, as checkout's are.
 */
export function EmiOffer({ price, regularPrice, plans }: EmiOfferProps) {
  const copy = strings.product.emi;
  if (isCallForPrice(price)) return null;
  const from = emiFrom(regularPrice, plans);
  const rows = emiTable(regularPrice, plans);
  const tenures = EMI_TENURES.filter((months) => rows.some((row) => row.instalments.some((instalment) => instalment.months === months)));
  return (
    <div className="flex flex-col gap-2 text-sm" data-testid="emi-offer">
      {regularPrice !== price ? (
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-slate-700">
          <div className="flex gap-1">
            <dt>{copy.cashPrice}:</dt>
            <dd className="font-semibold text-slate-900">{formatTaka(price)}</dd>
          </div>
          <div className="flex gap-1">
            <dt>{copy.regularPrice}:</dt>
            <dd className="font-semibold text-slate-900">{formatTaka(regularPrice)}</dd>
          </div>
        </dl>
      ) : null}
      {from !== null ? (
        <details className="group rounded-lg border border-slate-200 bg-white">
          <summary className="cursor-pointer list-none rounded-lg px-3 py-2 font-medium text-brand-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600">
            {fill(copy.from, { amount: formatTaka(from) })} <span className="text-slate-600 underline">{copy.plans}</span>
          </summary>
          <div className="flex flex-col gap-2 p-3 pt-0">
            <Table
              caption={fill(copy.tableCaption, { price: formatTaka(regularPrice) })}
              minWidthClassName="min-w-[28rem]"
              head={
                <>
                  <th scope="col" className={tableCell.columnHeader}>
                    {copy.bank}
                  </th>
                  {tenures.map((months) => (
                    <th key={months} scope="col" className={tableCell.columnHeader}>
                      {fill(copy.months, { months })}
                    </th>
                  ))}
                </>
              }
            >
              {rows.map((row) => (
                <tr key={row.bankId}>
                  <th scope="row" className={tableCell.rowHeader}>
                    {row.bank}
                  </th>
                  {tenures.map((months) => {
                    const instalment = row.instalments.find((candidate) => candidate.months === months);
                    return (
                      <td key={months} className={tableCell.data}>
                        {instalment ? (
                          <>
                            <span className="font-medium text-slate-900">{formatTaka(instalment.monthly)}</span>
                            <span className="block text-xs text-slate-600">{fill(copy.totalWithCharge, { total: formatTaka(instalment.total) })}</span>
                          </>
                        ) : (
                          <span className="text-slate-600">{copy.notOffered}</span>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </Table>
            <p className="text-xs text-slate-600">{copy.note}</p>
          </div>
        </details>
      ) : null}
    </div>
  );
}
