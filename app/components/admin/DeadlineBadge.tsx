import { Badge } from '#app/components/ui/Badge.tsx';
import { isRefundOverdue, shortDay } from '#domain/delivery-window.ts';
import { type ApiMoneyFacts, fromApi, heldAfterCancel } from '#domain/held-money.ts';

/** A deadline the guidelines set (delivery, a refund, an answer) as the desks flag it: red once passed. */
export function DeadlineBadge({ label, day, overdue }: { label: string; day: string; overdue: boolean }) {
  return <Badge tone={overdue ? 'danger' : 'neutral'}>{overdue ? `${label} · due ${shortDay(day)}` : `Due ${shortDay(day)}`}</Badge>;
}

/** An order's delivery day while it is still on its way; a delivered or cancelled order has none left to keep. */
export function DeliveryDueBadge({ order }: { order: { deliver_by: string | null; late: boolean; status: string } }) {
  if (!order.deliver_by || order.status === 'delivered' || order.status === 'cancelled') return null;
  return <DeadlineBadge label="Late" day={order.deliver_by} overdue={order.late} />;
}

/** A cancelled order's refund day while money it took (paid ahead, or an advance) is still held. */
export function RefundDueBadge({ order }: { order: ApiMoneyFacts & { refund_due_by: string | null } }) {
  const held = heldAfterCancel(fromApi(order));
  if (!order.refund_due_by || held <= 0) return null;
  return <DeadlineBadge label="Refund overdue" day={order.refund_due_by} overdue={isRefundOverdue(order.refund_due_by, held)} />;
}
