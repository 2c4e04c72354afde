import { CircleAlert } from 'lucide-react';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';

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

/**
 * One look for every form control; red border and ring when `aria-invalid` is set. Padding and type
 * size are left to each control, so no two classes set the same property.
 */
const controlClassName =
  'block rounded-lg border border-slate-300 bg-white text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:bg-slate-100 [&[readonly]]:bg-slate-100 aria-invalid:border-rose-600 aria-invalid:focus:border-rose-600 aria-invalid:focus:ring-rose-600/30';

/** On a coloured band (the newsletter): no border to clash with it, and a ring in the band's accent. */
const inverseControlClassName =
  'block rounded-lg border-0 bg-white text-slate-900 placeholder:text-slate-500 focus:outline-none focus:ring-2 focus:ring-accent-500 disabled:bg-slate-100';

type WithExtraClass<T> = Omit<T, 'className'> & { className?: string };

interface InputLook {
  /** `inverse` for a field on a coloured band. */
  look?: 'default' | 'inverse';
}

export function Input({ className = '', type = 'text', look = 'default', ...input }: WithExtraClass<ComponentPropsWithRef<'input'>> & InputLook) {
  // type=text spelled out: checkers (HTML_CodeSniffer's autocomplete sniff) read the attribute, not its default.
  const base = look === 'inverse' ? inverseControlClassName : controlClassName;
  return <input type={type} className={`${base} h-12 w-full px-3 text-base ${className}`.trim()} {...input} />;
}

/**
 * A native select: the phone's own picker on mobile. `compact` is the smaller one that sits in a
 * toolbar (sorting, a status filter) beside a small button rather than in a form.
 */
export function Select({ className = '', compact = false, ...select }: WithExtraClass<ComponentPropsWithRef<'select'>> & { compact?: boolean }) {
  const size = compact ? 'h-10 pl-2 pr-8 text-sm' : 'h-12 w-full pl-3 pr-8 text-base';
  return <select className={`${controlClassName} ${size} ${className}`.trim()} {...select} />;
}

export function Textarea({ className = '', ...textarea }: WithExtraClass<ComponentPropsWithRef<'textarea'>>) {
  return <textarea className={`${controlClassName} w-full px-3 py-2 text-base ${className}`.trim()} {...textarea} />;
}

/**
 * A checkbox or radio in the brand colour; the browser draws it, so it keeps the platform's focus
 * ring and size. Its label wraps it (a whole row is the target), so it takes no Field.
 */
export function Tick({ className = '', type = 'checkbox', ...input }: WithExtraClass<ComponentPropsWithRef<'input'>> & { type?: 'checkbox' | 'radio' }) {
  return <input type={type} className={`size-4 shrink-0 accent-brand-700 ${className}`.trim()} {...input} />;
}
