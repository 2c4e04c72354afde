import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  /** A small line above the title, such as "Step 2 of 3". */
  eyebrow?: string;
  children: ReactNode;
  /** Below the card: links to the other sign-in pages. */
  footer?: ReactNode;
}

/** The centred card every sign-in page sits in: one column on phones, a narrow card on desktop. */
export function AuthCard({ title, intro, eyebrow, children, footer }: AuthCardProps) {
  return (
    <main className="px-4 pb-16 pt-6 sm:pt-12">
      <div className="mx-auto w-full max-w-md">
        <div className="rounded-2xl border border-slate-200 bg-white px-5 py-7 shadow-sm sm:px-8 sm:py-9">
          <header className="mb-6">
            {eyebrow ? <p className="mb-1 text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p> : null}
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
            {intro ? <p className="mt-2 text-base leading-relaxed text-slate-600">{intro}</p> : null}
          </header>
          {children}
        </div>
        {footer ? <div className="mt-6 text-center text-sm text-slate-700">{footer}</div> : null}
      </div>
    </main>
  );
}
