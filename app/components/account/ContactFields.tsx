import { TextField } from './TextField.tsx';

interface ContactLabels {
  name: string;
  phone: string;
  phoneHint: string;
  email: string;
  emailHint?: string;
}

interface ContactFieldsProps {
  /** What the form posts the person's name as: checkout sends `name`, the profile `full_name`. */
  nameField: 'name' | 'full_name';
  values: { name: string; phone: string; email: string };
  errors: { name?: string | undefined; phone?: string | undefined; email?: string | undefined };
  labels: ContactLabels;
  /** Checkout must be able to reach the shopper; a profile may leave the number out. */
  phoneRequired?: boolean;
}

/**
 * Name, mobile number and email, with the browser's autofill hints and the lengths the API accepts
 * (checkout and profile forms). The mobile number comes first: it is how the shop reaches people.
 */
export function ContactFields({ nameField, values, errors, labels, phoneRequired = false }: ContactFieldsProps) {
  return (
    <>
      <TextField name={nameField} label={labels.name} error={errors.name} defaultValue={values.name} autoComplete="name" required maxLength={100} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="phone"
          type="tel"
          label={labels.phone}
          hint={labels.phoneHint}
          error={errors.phone}
          defaultValue={values.phone}
          autoComplete="tel"
          inputMode="tel"
          placeholder="01XXXXXXXXX"
          required={phoneRequired}
          maxLength={20}
        />
        <TextField
          name="email"
          type="email"
          label={labels.email}
          hint={labels.emailHint}
          error={errors.email}
          defaultValue={values.email}
          autoComplete="email"
          inputMode="email"
          maxLength={254}
        />
      </div>
    </>
  );
}
