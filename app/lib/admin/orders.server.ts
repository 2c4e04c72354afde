import { data } from 'react-router';
import { requireStaffPage } from '#app/lib/admin/staff-session.server.ts';
import { formText } from '#app/lib/auth/form-result.ts';
import { API_ERROR_MESSAGES } from '#domain/messages.ts';
import { ORDER_EDIT_MESSAGES as E } from '#domain/order-edit.ts';
import { ORDER_DESK_MESSAGES as M } from '#domain/order-flow.ts';
import { HttpError } from '#server/http/errors.ts';
import { zodFieldErrors } from '#server/http/field-errors.ts';
import {
  adminOrderLineBody,
  adminOrderListQuery,
  adminOrderNoteBody,
  adminOrderPaymentBody,
  adminOrderStepBody,
  type AdminOrderListQuery,
} from '#server/modules/admin-orders/schemas.ts';
import { PriceChangedError } from '#server/modules/orders/edit-line.ts';
import type { StaffActor } from '#server/modules/staff/actor.ts';
import { COURIER_LABELS, COURIER_MESSAGES } from '#domain/couriers.ts';
import { CourierUnavailable } from '#server/adapters/couriers/types.ts';
import { pathaoPlaces } from '#server/modules/couriers/pathao-places.ts';
import { courierHandOverBody } from '#server/modules/couriers/schemas.ts';
import type { AppServices } from '#server/services.ts';

/** An order desk page's signed-in staff member, as the audit log names them; others get Access Denied. */
export async function requireOrderStaff(services: AppServices, request: Request): Promise<StaffActor> {
  const { staff } = await requireStaffPage(services, request, 'orders');
  return { staffId: staff.id, name: staff.name };
}

const LIST_PARAMS = ['queue', 'q', 'from', 'to', 'payment_method', 'cursor'] as const;

/**
 * The queue's filters from a desk URL, in the API's own names. A hand-edited link still shows a
 * list: a value the API would refuse is dropped, and the rest kept.
 */
export function orderListQuery(search: URLSearchParams): AdminOrderListQuery {
  const given: Record<string, string> = {};
  for (const key of LIST_PARAMS) {
    const value = search.get(key)?.trim();
    if (value) given[key] = value;
  }
  for (;;) {
    const parsed = adminOrderListQuery.safeParse(given);
    if (parsed.success) return parsed.data;
    const refused = parsed.error.issues.map((issue) => String(issue.path[0])).filter((key) => key in given);
    if (refused.length === 0) return adminOrderListQuery.parse({});
    for (const key of refused) delete given[key];
  }
}

/**
 * What an order page's action answers: done, or refused with the API's status and messages per
 * field; a line edit refused because the price moved carries the price to agree to.
 */
export type OrderActionResult =
  | { ok: true; intent: string; notice: string }
  | { ok: false; intent: string; message: string; errors: Record<string, string>; currentUnitPrice?: number };

const firstOfEach = (errors: Record<string, string[]>) => Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages[0] ?? '']));

function refused(intent: string, status: number, message: string, errors: Record<string, string[]> = {}) {
  return data<OrderActionResult>({ ok: false, intent, message, errors: firstOfEach(errors) }, { status });
}

/** Runs one of the order page's forms through the same schemas and service the API uses. */
export async function orderAction(services: AppServices, actor: StaffActor, orderNumber: string, form: FormData) {
  const intent = formText(form, 'intent');
  const desk = services.adminOrders;
  try {
    if (intent === 'step') {
      const fields = Object.fromEntries(['step', 'expected_status', 'courier', 'tracking_number', 'reason'].map((key) => [key, formText(form, key)]));
      const body = adminOrderStepBody.safeParse(fields);
      if (!body.success) return refused(intent, 422, API_ERROR_MESSAGES.validation, zodFieldErrors(body.error.issues));
      await desk.step(orderNumber, body.data, actor);
      return { ok: true, intent, notice: M.stepDone[body.data.step] } satisfies OrderActionResult;
    }
    if (intent === 'courier') {
      const typed = (key: string) => (formText(form, key) === '' ? undefined : formText(form, key));
      const body = courierHandOverBody.safeParse({
        courier: formText(form, 'courier'),
        expected_status: formText(form, 'expected_status'),
        pathao_city_id: typed('pathao_city_id'),
        pathao_zone_id: typed('pathao_zone_id'),
      });
      if (!body.success) return refused(intent, 422, API_ERROR_MESSAGES.validation, zodFieldErrors(body.error.issues));
      if (body.data.expected_status !== 'processing') return refused(intent, 409, COURIER_MESSAGES.notProcessing);
      await services.couriers.handOver(orderNumber, body.data, actor);
      return { ok: true, intent, notice: COURIER_MESSAGES.done(COURIER_LABELS[body.data.courier]) } satisfies OrderActionResult;
    }
    if (intent === 'paid') {
      const typed = formText(form, 'amount');
      const body = adminOrderPaymentBody.safeParse({ amount: typed === '' ? undefined : Number(typed) });
      if (!body.success) return refused(intent, 422, API_ERROR_MESSAGES.validation, zodFieldErrors(body.error.issues));
      await desk.markPaid(orderNumber, body.data.amount, actor);
      return { ok: true, intent, notice: M.paid } satisfies OrderActionResult;
    }
    if (intent === 'note') {
      const body = adminOrderNoteBody.safeParse({ body: formText(form, 'body') });
      if (!body.success) return refused(intent, 422, API_ERROR_MESSAGES.validation, zodFieldErrors(body.error.issues));
      await desk.addNote(orderNumber, body.data.body, actor);
      return { ok: true, intent, notice: M.noteAdded } satisfies OrderActionResult;
    }
    if (intent === 'line') {
      const typed = (key: string) => (formText(form, key) === '' ? undefined : Number(formText(form, key)));
      const body = adminOrderLineBody.safeParse({
        action: formText(form, 'action'),
        quantity: typed('quantity'),
        expected_unit_price: typed('expected_unit_price'),
        expected_updated_at: formText(form, 'expected_updated_at'),
      });
      if (!body.success) return refused(intent, 422, API_ERROR_MESSAGES.validation, zodFieldErrors(body.error.issues));
      await desk.editLine(orderNumber, Number(formText(form, 'line_id')), body.data, actor);
      return { ok: true, intent, notice: E.done } satisfies OrderActionResult;
    }
    return refused(intent, 400, 'Nothing to do.');
  } catch (error) {
    if (error instanceof PriceChangedError)
      return data<OrderActionResult>({ ok: false, intent, message: error.message, errors: {}, currentUnitPrice: error.currentUnitPrice }, { status: 409 });
    if (!(error instanceof HttpError)) throw error;
    return refused(intent, error.statusCode, error.message, error.errors ?? {});
  }
}

/**
 * Pathao's cities and zones for an order about to ship, with the ones its address gives and the
 * price for that zone; null when Pathao is not set up or does not answer (booking then looks them up).
 */
export async function pathaoPlacesFor(services: AppServices, orderNumber: string) {
  const pathao = services.couriers.pathao;
  if (!pathao) return null;
  try {
    return await pathaoPlaces(pathao, await services.couriers.orderByNumber(orderNumber));
  } catch (error) {
    if (error instanceof CourierUnavailable) return null;
    throw error;
  }
}
