import { dashboardStrings } from '#app/strings/dashboard.ts';

const TONES: Record<string, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  confirmed: 'bg-sky-50 text-sky-800 ring-sky-200',
  processing: 'bg-sky-50 text-sky-800 ring-sky-200',
  shipped: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  delivered: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  completed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  approved: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  cancelled: 'bg-red-50 text-red-800 ring-red-200',
  rejected: 'bg-red-50 text-red-800 ring-red-200',
  unpaid: 'bg-slate-100 text-slate-700 ring-slate-200',
  partially_refunded: 'bg-violet-50 text-violet-800 ring-violet-200',
  refunded: 'bg-violet-50 text-violet-800 ring-violet-200',
};

/** The words for an order, payment or refund status; an unknown one shows as sent, first letter raised. */
export function statusLabel(status: string): string {
  return dashboardStrings.statuses[status] ?? status.charAt(0).toUpperCase() + status.slice(1).replaceAll('_', ' ');
}

export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[status] ?? TONES.unpaid}`}>
      {statusLabel(status)}
    </span>
  );
}
