/**
 * What a sign-in form's action answers when it does not redirect: one message per field, an
 * optional message for the whole form, and the values to put back (never a password).
 */
export interface FormFailure<Field extends string = string> {
  fieldErrors: Partial<Record<Field, string>>;
  formError: string | null;
  values: Partial<Record<Field, string>>;
}

export function formFailure<Field extends string>(failure: Partial<FormFailure<Field>>): FormFailure<Field> {
  return { fieldErrors: failure.fieldErrors ?? {}, formError: failure.formError ?? null, values: failure.values ?? {} };
}

/** A trimmed text value of a submitted form; files and missing fields read as ''. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** A password is taken exactly as typed: spaces at either end are part of it. */
export function formSecret(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
