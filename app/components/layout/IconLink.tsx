import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { CountBadge } from './CountBadge.tsx';

/** A header icon that links somewhere, with an optional count badge; `label` is its accessible name. */
export function IconLink({
  to,
  icon: Icon,
  label,
  count,
  className = '',
}: {
  to: string;
  icon: LucideIcon;
  label: string;
  count?: number;
  className?: string;
}) {
  return (
    <Link
      to={to}
      aria-label={label}
      title={label}
      className={`relative grid size-10 place-items-center rounded-full text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-700 ${className}`}
    >
      <Icon aria-hidden="true" className="size-6" />
      {count !== undefined ? <CountBadge count={count} /> : null}
    </Link>
  );
}
