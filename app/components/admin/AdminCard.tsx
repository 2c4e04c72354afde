import type { ReactNode } from 'react';

/** The narrow box the back office's sign-in and setup steps sit in, away from the shop's own frame. */
export function AdminCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <main className="mx-auto max-w-md px-4 py-12 sm:py-20">
      <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">Dokan back office</p>
      <h1 className="mt-2 text-2xl font-semibold text-slate-900">{title}</h1>
      {intro ? <div className="mt-2 text-slate-700">{intro}</div> : null}
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">{children}</div>
    </main>
  );
}

export function FormMessage({ message, tone = 'error' }: { message: string | undefined; tone?: 'error' | 'notice' }) {
  if (!message) return null;
  const look = tone === 'error' ? 'border-rose-200 bg-rose-50 text-rose-800' : 'border-emerald-200 bg-emerald-50 text-emerald-800';
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg border px-3 py-2 text-sm ${look}`}>
      {message}
    </p>
  );
}
