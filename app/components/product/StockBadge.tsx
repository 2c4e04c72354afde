import { strings } from '#app/strings/index.ts';

export function StockBadge({ inStock }: { inStock: boolean }) {
  const { stock } = strings.product;
  return (
    <span
      className={`inline-flex w-fit items-center rounded-full px-2 py-0.5 text-xs font-medium ${
        inStock ? 'bg-emerald-50 text-emerald-800' : 'bg-rose-50 text-rose-800'
      }`}
    >
      {inStock ? stock.inStock : stock.outOfStock}
    </span>
  );
}
