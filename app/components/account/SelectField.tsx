import type { SelectHTMLAttributes } from 'react';
import { Field, Select } from '#app/components/ui/Field.tsx';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'className'> {
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A labelled native select (the phone's own picker on mobile) with hint and error. */
export function SelectField({ name, label, error, hint, children, ...select }: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <Select name={name} {...control} {...select}>
          {children}
        </Select>
      )}
    </Field>
  );
}
