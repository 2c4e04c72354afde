import { data } from 'react-router';
import { requireStaffPage } from '#app/lib/admin/staff-session.server.ts';
import { firstMessages, type ProductActionResult } from '#app/lib/admin/product-form.ts';
import { API_ERROR_MESSAGES } from '#domain/messages.ts';
import { HttpError } from '#server/http/errors.ts';
import { zodFieldErrors } from '#server/http/field-errors.ts';
import { ADMIN_PRODUCT_MESSAGES } from '#server/modules/admin-products/service.ts';
import type { StaffActor } from '#server/modules/staff/actor.ts';
import type { AppServices } from '#server/services.ts';

/** A catalogue page's signed-in staff member, as the audit log names them; others get Access Denied. */
export async function requireCatalogueStaff(services: AppServices, request: Request): Promise<StaffActor> {
  const { staff } = await requireStaffPage(services, request, 'catalogue');
  return { staffId: staff.id, name: staff.name };
}

type Refusal = Extract<ProductActionResult, { ok: false }>;

/** A refusal of the product service (with its status, as the API answers it); any other error is thrown on. */
export function productRefusal(error: unknown): Refusal {
  if (!(error instanceof HttpError)) throw error;
  return {
    ok: false,
    status: error.statusCode,
    message: error.message,
    errors: firstMessages(error.errors ?? {}),
    stale: error.statusCode === 409 && error.message === ADMIN_PRODUCT_MESSAGES.stale,
  };
}

export function productFailure(error: unknown) {
  const refusal = productRefusal(error);
  return data<ProductActionResult>(refusal, { status: refusal.status });
}

/** A body the page's own schema refused: the same 422 the API gives. */
export function refusedBody(issues: Parameters<typeof zodFieldErrors>[0]) {
  const result: Refusal = {
    ok: false,
    status: 422,
    message: API_ERROR_MESSAGES.validation,
    errors: firstMessages(zodFieldErrors(issues)),
    stale: false,
  };
  return data<ProductActionResult>(result, { status: 422 });
}

/** Categories (indented under their parents) and brands for the filters and the editor. */
export async function catalogueChoices(services: AppServices) {
  const [tree, brands] = await Promise.all([services.catalog.categoryTree(), services.catalog.listBrands()]);
  const categories: { id: number; label: string }[] = [];
  const walk = (nodes: typeof tree, depth: number) => {
    for (const node of nodes) {
      categories.push({ id: node.id, label: `${'— '.repeat(depth)}${node.name}` });
      walk(node.children, depth + 1);
    }
  };
  walk(tree, 0);
  return { categories, brands: brands.map((brand) => ({ id: brand.id, label: brand.name })) };
}
