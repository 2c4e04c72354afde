import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { describedBy, inputClassName } from './field-styles.ts';
import { FieldLabel, FieldMessages } from './FieldMessages.tsx';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'className'> {
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** Shown after the label, e.g. "(optional)". */
  optional?: string | undefined;
  /** Something at the end of the label row, such as a "Forgot password?" link. */
  labelAside?: ReactNode;
}

/** A labelled input with its hint and error message, announced together to screen readers. */
export function TextField({ name, label, error, hint, optional, labelAside, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} optional={optional} aside={labelAside} />
      {/* type=text spelled out: checkers (HTML_CodeSniffer's autocomplete sniff) read the attribute, not its default. */}
      <input
        id={id}
        type="text"
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && hintId, error && errorId)}
        className={inputClassName(Boolean(error))}
        {...input}
      />
      <FieldMessages hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </div>
  );
}
