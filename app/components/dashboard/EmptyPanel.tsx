import type { LucideIcon } from 'lucide-react';
import { ButtonLink } from '#app/components/ui/Button.tsx';

/** An empty list: what is missing, why it may be, and where to go next. */
export function EmptyPanel({ icon: Icon, title, hint, action }: { icon: LucideIcon; title: string; hint?: string; action?: { to: string; label: string } }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-6 py-12 text-center">
      <Icon aria-hidden="true" className="mx-auto size-10 text-slate-400" />
      <p className="mt-3 text-lg font-semibold text-slate-900">{title}</p>
      {hint ? <p className="mx-auto mt-1 max-w-md text-sm text-slate-600">{hint}</p> : null}
      {action ? (
        <ButtonLink to={action.to} className="mt-5">
          {action.label}
        </ButtonLink>
      ) : null}
    </div>
  );
}
