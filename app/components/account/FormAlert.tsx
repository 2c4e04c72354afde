import { CircleAlert, CircleCheck } from 'lucide-react';

/**
 * A message about the whole form: an error (announced at once) or a notice such as "code sent".
 * It takes focus after a failed submit when no single field is to blame (see useFocusFirstError).
 */
export function FormAlert({ kind, message, id }: { kind: 'error' | 'notice'; message: string | null | undefined; id?: string }) {
  if (!message) return null;
  const error = kind === 'error';
  const Icon = error ? CircleAlert : CircleCheck;
  return (
    <div
      id={id}
      role={error ? 'alert' : 'status'}
      tabIndex={-1}
      data-form-alert={kind}
      className={`flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm focus:outline-none ${error ? 'border-rose-200 bg-rose-50 text-rose-800' : 'border-emerald-200 bg-emerald-50 text-emerald-800'}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>{message}</p>
    </div>
  );
}
