import { ShieldAlert } from 'lucide-react';
import { useNavigate } from 'react-router';
import { ErrorPageTitle } from '#app/components/feedback/PageTitle.tsx';
import { Button } from '#app/components/ui/Button.tsx';
import { accountStrings } from '#app/strings/account.ts';

const copy = accountStrings.accessDenied;

/**
 * The role guard's refusal, with the fixed sentence naming the required role ("This area requires {role} privileges.") and a Go Back button
 * that returns to the previous page, or to the home page when there is none in this tab.
 */
export function AccessDenied({ role }: { role: string }) {
  const navigate = useNavigate();
  function goBack() {
    // React Router numbers the entries it created; 0 means this page opened the tab's history.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate('/');
  }
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
      <ErrorPageTitle title={copy.title} />
      <p aria-hidden="true" className="mx-auto flex size-14 items-center justify-center rounded-full bg-amber-50 text-amber-700">
        <ShieldAlert className="size-7" />
      </p>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">{copy.title}</h1>
      <p className="mt-2 text-slate-700">{accountStrings.messages.accessDenied(role)}</p>
      <Button size="lg" onClick={goBack} className="mt-6">
        {copy.goBack}
      </Button>
    </main>
  );
}
