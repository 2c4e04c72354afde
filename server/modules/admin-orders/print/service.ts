import { ORDER_PRINT_MESSAGES as M, type PrintKind } from '#domain/order-print.ts';
import { HttpError } from '#server/http/errors.ts';
import type { ShopSettingsService } from '#server/modules/settings/service.ts';
import type { createAdminOrderService } from '../service.ts';
import type { PrintOrder, PrintShop } from './order-document.ts';
import { renderOrders } from './render.ts';

interface PrintDeps {
  desk: Pick<ReturnType<typeof createAdminOrderService>, 'detail'>;
  settings: Pick<ShopSettingsService, 'get'>;
}

const isNotFound = (error: unknown) => error instanceof HttpError && error.statusCode === 404;

/** Invoices and packing slips for the desk: the orders as the desk sees them, drawn with the shop's details. */
export function createOrderPrintService({ desk, settings }: PrintDeps) {
  async function print(kind: PrintKind, numbers: string[]): Promise<Buffer> {
    const orders: PrintOrder[] = [];
    const unknown: string[] = [];
    // One at a time: a batch of fifty must not take fifty of the pool's connections at once.
    for (const number of numbers) {
      try {
        orders.push(await desk.detail(number));
      } catch (error) {
        if (!isNotFound(error)) throw error;
        unknown.push(number);
      }
    }
    // The whole batch is refused, naming every missing number, so no one prints a pile with gaps in it.
    if (unknown.length > 0) throw new HttpError(404, M.unknown(unknown), { numbers: [M.unknown(unknown)] });
    const shop: PrintShop = await settings.get();
    return renderOrders(kind, shop, orders);
  }

  return { print };
}
