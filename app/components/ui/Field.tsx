import { CircleAlert } from 'lucide-react';
import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';

/** What a field hands its control: the id its label points at and the messages that describe it. */
interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** Shown after the label, e.g. "(optional)". */
  optional?: string | undefined;
  /** Something at the end of the label row, such as a "Forgot password?" link. */
  labelAside?: ReactNode;
  /** The control, given its id and ARIA so the label, hint and error are announced with it. */
  children: (control: FieldControlProps) => ReactNode;
}

function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

/**
 * A labelled control with its hint and, after a failed submit, its error; both are tied to the
 * control by `aria-describedby` and the error sets `aria-invalid`. The messages are shown as given.
 */
export function Field({ label, error, hint, optional, labelAside, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {label}
          {optional ? <span className="ml-1 font-normal text-slate-600">{optional}</span> : null}
        </label>
        {labelAside}
      </div>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(hint && hintId, error && errorId) })}
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
    </div>
  );
}

/** One look for every form control; red border and ring when `aria-invalid` is set. */
const controlClassName =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:bg-slate-100 aria-invalid:border-rose-600 aria-invalid:focus:border-rose-600 aria-invalid:focus:ring-rose-600/30';

type WithExtraClass<T> = Omit<T, 'className'> & { className?: string };

export function Input({ className = '', type = 'text', ...input }: WithExtraClass<InputHTMLAttributes<HTMLInputElement>>) {
  // type=text spelled out: checkers (HTML_CodeSniffer's autocomplete sniff) read the attribute, not its default.
  return <input type={type} className={`${controlClassName} h-12 ${className}`.trim()} {...input} />;
}

/** A native select: the phone's own picker on mobile. */
export function Select({ className = '', ...select }: WithExtraClass<SelectHTMLAttributes<HTMLSelectElement>>) {
  return <select className={`${controlClassName} h-12 pr-8 ${className}`.trim()} {...select} />;
}

export function Textarea({ className = '', ...textarea }: WithExtraClass<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  return <textarea className={`${controlClassName} py-2 ${className}`.trim()} {...textarea} />;
}
