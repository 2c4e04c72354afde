import { formSecret } from '#app/lib/auth/form-result.ts';
import { HttpError } from '#server/http/errors.ts';
import { setPasswordBody } from '#server/modules/staff/schemas.ts';

/** What a back-office form shows for a refusal from the staff service: its first field message, or its message. */
export function staffFailure(error: unknown): { status: number; message: string; field: string | null } {
  if (!(error instanceof HttpError)) throw error;
  const [field, messages] = Object.entries(error.errors ?? {})[0] ?? [null, []];
  return { status: error.statusCode, message: messages[0] ?? error.message, field };
}

/** The new password of the setup form, under the customers' password rules; or the first field refused and why. */
export function parseNewPassword(form: FormData): { password: string } | { message: string; field: string } {
  const parsed = setPasswordBody.safeParse({ password: formSecret(form, 'password'), password_confirmation: formSecret(form, 'password_confirmation') });
  if (parsed.success) return { password: parsed.data.password };
  const issue = parsed.error.issues[0];
  return { message: issue?.message ?? 'Enter a password.', field: String(issue?.path[0] ?? 'password') };
}
