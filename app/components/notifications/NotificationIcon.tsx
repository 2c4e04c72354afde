import { Bell, CreditCard, Package, TriangleAlert } from 'lucide-react';
import type { NotificationType } from '#app/lib/notifications/types.ts';

const ICONS = { order: Package, payment: CreditCard, alert: TriangleAlert, other: Bell } as const;
const TONES = {
  order: 'bg-brand-50 text-brand-700',
  payment: 'bg-emerald-50 text-emerald-700',
  alert: 'bg-amber-50 text-amber-800',
  other: 'bg-slate-100 text-slate-700',
} as const;

/** The icon depends on the type (order, payment, alert or other). */
export function NotificationIcon({ type }: { type: NotificationType }) {
  const Icon = ICONS[type] ?? Bell;
  return (
    <span aria-hidden="true" className={`grid size-9 shrink-0 place-items-center rounded-full ${TONES[type] ?? TONES.other}`}>
      <Icon className="size-4" />
    </span>
  );
}
