import { type SelectHTMLAttributes, useId } from 'react';
import { describedBy, inputClassName } from './field-styles.ts';
import { FieldLabel, FieldMessages } from './FieldMessages.tsx';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'className'> {
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A labelled native select (the phone's own picker on mobile) with hint and error. */
export function SelectField({ name, label, error, hint, children, ...select }: SelectFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} />
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && hintId, error && errorId)}
        className={inputClassName(Boolean(error), 'pr-8')}
        {...select}
      >
        {children}
      </select>
      <FieldMessages hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </div>
  );
}
