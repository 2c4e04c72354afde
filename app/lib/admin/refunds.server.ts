import { data } from 'react-router';
import { requireStaffPage } from '#app/lib/admin/staff-session.server.ts';
import { formText } from '#app/lib/auth/form-result.ts';
import { API_ERROR_MESSAGES } from '#domain/messages.ts';
import { formatTaka } from '#domain/money.ts';
import { HttpError } from '#server/http/errors.ts';
import { zodFieldErrors } from '#server/http/field-errors.ts';
import {
  type AdminRefundListQuery,
  adminRefundApproveBody,
  adminRefundListQuery,
  adminRefundPaidOutBody,
  adminRefundRejectBody,
  adminRefundRetryBody,
  adminSendBackBody,
} from '#server/modules/admin-refunds/schemas.ts';
import type { RefundPayout } from '#server/db/schema.ts';
import type { StaffActor } from '#server/modules/staff/actor.ts';
import type { AppServices } from '#server/services.ts';

/** A refund desk page's signed-in staff member, as the audit log names them; others get Access Denied. */
export async function requireRefundStaff(services: AppServices, request: Request): Promise<StaffActor> {
  const { staff } = await requireStaffPage(services, request, 'refunds');
  return { staffId: staff.id, name: staff.name };
}

/** The queue's tab and page from a desk URL; a hand-edited value the API would refuse shows the waiting tab. */
export function refundListQuery(search: URLSearchParams): AdminRefundListQuery {
  const parsed = adminRefundListQuery.safeParse({ status: search.get('status') || undefined, cursor: search.get('cursor') || undefined });
  return parsed.success ? parsed.data : adminRefundListQuery.parse({});
}

export type RefundActionResult = { ok: true; notice: string } | { ok: false; message: string; errors: Record<string, string> };

function refused(status: number, message: string, errors: Record<string, string[]> = {}) {
  const first = Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages[0] ?? '']));
  return data<RefundActionResult>({ ok: false, message, errors: first }, { status });
}

/** Runs the approve, reject, paid-out and send-again forms through the same schemas and service the API uses. */
export async function refundAction(services: AppServices, actor: StaffActor, id: number, form: FormData) {
  const intent = formText(form, 'intent');
  const desk = services.adminRefunds;
  try {
    if (intent === 'approve') {
      const typed = formText(form, 'amount');
      const items = form
        .getAll('line')
        .map(String)
        .map((lineId) => ({ order_item_id: Number(lineId), quantity: Number(formText(form, `quantity_${lineId}`)) }));
      const body = adminRefundApproveBody.safeParse({
        expected_status: formText(form, 'expected_status'),
        amount: typed === '' ? undefined : Number(typed),
        items,
        restock: form.get('restock') === 'on',
        note: formText(form, 'note') || undefined,
      });
      if (!body.success) return refused(422, API_ERROR_MESSAGES.validation, zodFieldErrors(body.error.issues));
      await desk.approve(id, body.data, actor);
      return { ok: true, notice: 'Refund approved.' } satisfies RefundActionResult;
    }
    if (intent === 'reject') {
      const body = adminRefundRejectBody.safeParse({ expected_status: formText(form, 'expected_status'), reason: formText(form, 'reason') });
      if (!body.success) return refused(422, API_ERROR_MESSAGES.validation, zodFieldErrors(body.error.issues));
      await desk.reject(id, body.data.reason, actor);
      return { ok: true, notice: 'Refund request declined.' } satisfies RefundActionResult;
    }
    if (intent === 'paid-out') {
      const body = adminRefundPaidOutBody.safeParse({ expected_payout: formText(form, 'expected_payout'), note: formText(form, 'note') });
      if (!body.success) return refused(422, API_ERROR_MESSAGES.validation, zodFieldErrors(body.error.issues));
      await desk.markPaidOut(id, body.data, actor);
      return { ok: true, notice: 'Refund marked paid out.' } satisfies RefundActionResult;
    }
    if (intent === 'retry-payout') {
      const body = adminRefundRetryBody.safeParse({ expected_payout: formText(form, 'expected_payout') });
      if (!body.success) return refused(422, API_ERROR_MESSAGES.validation, zodFieldErrors(body.error.issues));
      await desk.retryPayout(id, actor);
      return { ok: true, notice: 'Refund being sent again.' } satisfies RefundActionResult;
    }
    return refused(400, 'Nothing to do.');
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return refused(error.statusCode, error.message, error.errors ?? {});
  }
}

/** What the send-back button's form answers: the refund it recorded, or why not, for the order it named. */
export type SendBackResult =
  | { ok: true; order_number: string; notice: string; refund_id: number; payout: RefundPayout | null }
  | { ok: false; order_number: string; message: string };

/** Runs the refund desk's "Send back" confirmation through the same schema and service the API uses. */
export async function sendBackAction(services: AppServices, actor: StaffActor, form: FormData) {
  const orderNumber = formText(form, 'order_number');
  const failed = (status: number, message: string) => data<SendBackResult>({ ok: false, order_number: orderNumber, message }, { status });
  const body = adminSendBackBody.safeParse({ expected_amount: Number(formText(form, 'expected_amount')) });
  if (!body.success || orderNumber === '') return failed(422, API_ERROR_MESSAGES.validation);
  try {
    const refund = await services.adminRefunds.sendBack(orderNumber, body.data, actor);
    return {
      ok: true,
      order_number: orderNumber,
      notice: `${formatTaka(refund.approved_amount ?? refund.amount)} of order ${orderNumber} recorded as refund #${refund.id}.`,
      refund_id: refund.id,
      payout: refund.payout,
    } satisfies SendBackResult;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return failed(error.statusCode, error.message);
  }
}
