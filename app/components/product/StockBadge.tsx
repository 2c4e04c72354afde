import { Badge } from '#app/components/ui/Badge.tsx';
import { strings } from '#app/strings/index.ts';

export function StockBadge({ inStock }: { inStock: boolean }) {
  const { stock } = strings.product;
  return <Badge tone={inStock ? 'success' : 'danger'}>{inStock ? stock.inStock : stock.outOfStock}</Badge>;
}
