import { Badge, type BadgeTone } from '#app/components/ui/Badge.tsx';
import { dashboardStrings } from '#app/strings/dashboard.ts';

const TONES: Record<string, BadgeTone> = {
  pending: 'warning',
  confirmed: 'info',
  processing: 'info',
  shipped: 'progress',
  delivered: 'success',
  completed: 'success',
  approved: 'success',
  paid: 'success',
  cancelled: 'danger',
  rejected: 'danger',
  unpaid: 'neutral',
  partially_refunded: 'refund',
  refunded: 'refund',
};

/** The words for an order, payment or refund status; an unknown one shows as sent, first letter raised. */
export function statusLabel(status: string): string {
  return dashboardStrings.statuses[status] ?? status.charAt(0).toUpperCase() + status.slice(1).replaceAll('_', ' ');
}

export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={TONES[status] ?? 'neutral'}>{statusLabel(status)}</Badge>;
}
