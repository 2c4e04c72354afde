import { useLocation, useNavigation } from 'react-router';

interface SubmitButtonProps {
  label: string;
  pendingLabel: string;
  /** For forms with several buttons: the `intent` this one sends, so only it shows as busy. */
  intent?: string;
  /** The path the form posts to, when not the current page. */
  action?: string;
  variant?: 'primary' | 'secondary';
}

function pathOf(url: string | undefined): string | undefined {
  return url?.split(/[?#]/, 1)[0];
}

/** The form's submit button; while its submission is on the way it is disabled and says so. */
export function SubmitButton({ label, pendingLabel, intent, action, variant = 'primary' }: SubmitButtonProps) {
  const navigation = useNavigation();
  const location = useLocation();
  const pending =
    navigation.state === 'submitting' &&
    pathOf(navigation.formAction) === (action ?? location.pathname) &&
    (intent === undefined || navigation.formData?.get('intent') === intent);
  const look =
    variant === 'primary'
      ? 'h-12 w-full bg-brand-700 text-white hover:bg-brand-600 disabled:bg-brand-700/80'
      : 'h-11 border border-slate-300 bg-white px-4 text-brand-700 hover:bg-brand-50 disabled:text-slate-600';
  return (
    <button
      type="submit"
      name={intent ? 'intent' : undefined}
      value={intent}
      disabled={pending}
      aria-disabled={pending || undefined}
      className={`inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 disabled:cursor-wait ${look}`}
    >
      {pending ? <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" /> : null}
      {pending ? pendingLabel : label}
    </button>
  );
}
