import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field, Input } from '#app/components/ui/Field.tsx';

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
  return (
    <Field label={label} error={error} hint={hint} optional={optional} labelAside={labelAside}>
      {(control) => <Input name={name} {...control} {...input} />}
    </Field>
  );
}
