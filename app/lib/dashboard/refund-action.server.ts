import { HttpError } from '#server/http/errors.ts';
import { zodFieldErrors } from '#server/http/field-errors.ts';
import { refundRequestBody } from '#server/modules/orders/schemas.ts';
import type { AppServices } from '#server/services.ts';
import { dashboardStrings } from '#app/strings/dashboard.ts';
import { type RefundActionResult, refundInputFromForm } from './refund-form.ts';

const copy = dashboardStrings.orderDetail.refundForm;

function fieldErrorsOf(errors: Record<string, readonly string[]>): { reason?: string; items?: string } {
  const fieldErrors: { reason?: string; items?: string } = {};
  for (const [key, messages] of Object.entries(errors)) {
    const field = key === 'reason' ? 'reason' : 'items';
    fieldErrors[field] ??= messages[0];
  }
  return fieldErrors;
}

/** Files a refund request from the order page's form, with the rules of POST /api/dashboard/refund-requests. */
export async function requestRefundFromForm(services: AppServices, customerId: number, orderId: number, form: FormData): Promise<RefundActionResult> {
  const parsed = refundRequestBody.safeParse(refundInputFromForm(orderId, form));
  if (!parsed.success) return { ok: false, message: copy.fixErrors, fieldErrors: fieldErrorsOf(zodFieldErrors(parsed.error.issues)) };
  try {
    await services.orders.requestRefund(customerId, parsed.data);
    return { ok: true, message: copy.sent };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500)
      return { ok: false, message: error.errors ? copy.fixErrors : error.message, fieldErrors: fieldErrorsOf(error.errors ?? {}) };
    return { ok: false, message: copy.failed, fieldErrors: {} };
  }
}
