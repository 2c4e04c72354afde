import { CircleAlert } from 'lucide-react';

/** The hint under a field and, after a failed submit, its error; both are tied to the input by `aria-describedby`. */
export function FieldMessages({ hintId, hint, errorId, error }: { hintId: string; hint?: string | undefined; errorId: string; error?: string | undefined }) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-rose-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
    </>
  );
}

export function FieldLabel({ htmlFor, label, optional, aside }: { htmlFor: string; label: string; optional?: string | undefined; aside?: React.ReactNode }) {
  return (
    <div className="mb-1.5 flex items-baseline justify-between gap-3">
      <label htmlFor={htmlFor} className="text-sm font-semibold text-slate-800">
        {label}
        {optional ? <span className="ml-1 font-normal text-slate-600">{optional}</span> : null}
      </label>
      {aside}
    </div>
  );
}
