import type { refundRequests } from '#server/db/schema.ts';

export function presentRefund(request: typeof refundRequests.$inferSelect) {
  return {
    id: request.id,
    order_id: request.orderId,
    reason: request.reason,
    items: request.items,
    amount: request.amount,
    status: request.status,
    staff_note: request.staffNote,
    approved_amount: request.approvedAmount,
    payout: request.payout,
    payout_gateway: request.payoutGateway,
    paid_out_at: request.paidOutAt?.toISOString() ?? null,
    created_at: request.createdAt.toISOString(),
    updated_at: request.updatedAt.toISOString(),
  };
}
