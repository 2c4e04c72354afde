import { data } from 'react-router';
import { requireStaffPage } from '#app/lib/admin/staff-session.server.ts';
import { formText } from '#app/lib/auth/form-result.ts';
import { CUSTOMER_DESK_MESSAGES as M } from '#domain/customers.ts';
import { API_ERROR_MESSAGES } from '#domain/messages.ts';
import { HttpError } from '#server/http/errors.ts';
import { zodFieldErrors } from '#server/http/field-errors.ts';
import { type AdminCustomerListQuery, adminCustomerBlockBody, adminCustomerListQuery } from '#server/modules/admin-customers/schemas.ts';
import type { StaffActor } from '#server/modules/staff/actor.ts';
import type { AppServices } from '#server/services.ts';

/** A customer desk page's signed-in staff member, as the audit log names them; others get Access Denied. */
export async function requireCustomerStaff(services: AppServices, request: Request): Promise<StaffActor> {
  const { staff } = await requireStaffPage(services, request, 'customers');
  return { staffId: staff.id, name: staff.name };
}

/** The list's search from a desk URL; a value the API would refuse is dropped, so a hand-edited link still shows a list. */
export function customerListQuery(search: URLSearchParams): AdminCustomerListQuery {
  const given: Record<string, string> = {};
  for (const key of ['q', 'cursor'] as const) {
    const value = search.get(key)?.trim();
    if (value) given[key] = value;
  }
  const parsed = adminCustomerListQuery.safeParse(given);
  return parsed.success ? parsed.data : adminCustomerListQuery.parse({});
}

/** What the customer page's block and unblock forms answer. */
export type CustomerActionResult = { ok: true; notice: string } | { ok: false; message: string; errors: Record<string, string> };

function refused(status: number, message: string, errors: Record<string, string[]> = {}) {
  const first = Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages[0] ?? '']));
  return data<CustomerActionResult>({ ok: false, message, errors: first }, { status });
}

/** Runs the page's block or unblock through the same schema and service the API uses. */
export async function customerAction(services: AppServices, actor: StaffActor, id: number, form: FormData) {
  const intent = formText(form, 'intent');
  try {
    if (intent === 'block') {
      const body = adminCustomerBlockBody.safeParse({ reason: formText(form, 'reason') });
      if (!body.success) return refused(422, API_ERROR_MESSAGES.validation, zodFieldErrors(body.error.issues));
      await services.adminCustomers.block(id, body.data.reason, actor);
      return { ok: true, notice: M.blocked } satisfies CustomerActionResult;
    }
    if (intent === 'unblock') {
      await services.adminCustomers.unblock(id, actor);
      return { ok: true, notice: M.unblocked } satisfies CustomerActionResult;
    }
    return refused(400, 'Nothing to do.');
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return refused(error.statusCode, error.message, error.errors ?? {});
  }
}
