import { useRef } from 'react';
import { Form } from 'react-router';
import { FormAlert } from '#app/components/account/FormAlert.tsx';
import { SelectField } from '#app/components/account/SelectField.tsx';
import { SubmitButton } from '#app/components/account/SubmitButton.tsx';
import { ContactFields } from '#app/components/account/ContactFields.tsx';
import { TextField } from '#app/components/account/TextField.tsx';
import { useFocusFirstError } from '#app/components/account/use-focus-first-error.ts';
import type { ProfileActionResult, ProfileValues } from '#app/lib/dashboard/profile-form.ts';
import { AddressFields, type DivisionOption } from './AddressFields.tsx';
import { dashboardStrings } from '#app/strings/dashboard.ts';

const copy = dashboardStrings.profile;

/**
 * The profile form (the API's PUT /dashboard/profile): a plain POST to the page's action, so it also
 * works before scripts load. A failed save keeps what was typed and puts each message by its field.
 */
export function ProfileForm({
  saved,
  result,
  divisions,
}: {
  saved: ProfileValues;
  result: ProfileActionResult | undefined;
  divisions: readonly DivisionOption[];
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const failure = result && !result.ok ? result : null;
  useFocusFirstError(formRef, failure);
  const values = failure?.values ?? saved;
  const errors = failure?.fieldErrors ?? {};
  // A new answer re-mounts the inputs so they show the values it carries.
  const formKey = failure ? JSON.stringify(failure.values) : JSON.stringify(saved);

  return (
    <section aria-labelledby="profile-form-heading" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="profile-form-heading" className="mb-4 text-lg font-semibold text-slate-900">
        {copy.formHeading}
      </h2>
      <Form ref={formRef} method="post" noValidate className="space-y-5" key={formKey}>
        <FormAlert kind={result?.ok ? 'notice' : 'error'} message={result?.message} />
        <ContactFields
          nameField="full_name"
          values={{ ...values, name: values.full_name }}
          errors={{ ...errors, name: errors.full_name }}
          labels={{ ...copy, name: copy.fullName }}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="date_of_birth"
            type="date"
            label={copy.dateOfBirth}
            error={errors.date_of_birth}
            defaultValue={values.date_of_birth}
            autoComplete="bday"
          />
          <SelectField name="gender" label={copy.gender} error={errors.gender} defaultValue={values.gender}>
            <option value="">{copy.genderNone}</option>
            {Object.entries(copy.genders).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectField>
        </div>
        <AddressFields divisions={divisions} values={values} errors={errors} />
        <div className="sm:w-56">
          <SubmitButton label={copy.save} pendingLabel={copy.saving} />
        </div>
      </Form>
    </section>
  );
}
