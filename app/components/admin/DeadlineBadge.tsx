import { Badge } from '#app/components/ui/Badge.tsx';
import { shortDay } from '#domain/delivery-window.ts';

/** A deadline the guidelines set (delivery, a refund, an answer) as the desks flag it: red once passed. */
export function DeadlineBadge({ label, day, overdue }: { label: string; day: string; overdue: boolean }) {
  return <Badge tone={overdue ? 'danger' : 'neutral'}>{overdue ? `${label} · due ${shortDay(day)}` : `Due ${shortDay(day)}`}</Badge>;
}
