import type { createAdminOrderService } from '../service.ts';

/** What a printed document is drawn from: the desk's view of an order and the shop's own details. */

export type PrintOrder = Awaited<ReturnType<ReturnType<typeof createAdminOrderService>['detail']>>;

export interface PrintShop {
  shop_name: string;
  address: string;
  phone: string;
  email: string;
  trade_licence: string;
  dbid: string;
  bin: string;
  /** Percent; null when the owner has set none. */
  vat_rate: number | null;
}

/** "Black, 128 GB": a line's variant as the customer chose it. */
export const variantText = (options: { name: string; value: string }[]) => options.map((option) => option.value).join(', ');

/** The delivery address on lines, the way a courier reads it: street, area, district, division. */
export function addressLines(address: PrintOrder['shipping_address']): string[] {
  const place = [address.area, address.district, address.division].filter((part): part is string => Boolean(part?.trim()));
  return [address.address, [...new Set(place)].join(', ')].filter((text) => text.trim() !== '');
}
