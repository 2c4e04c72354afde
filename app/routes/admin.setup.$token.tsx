import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { servicesContext } from '#app/context.ts';
import { AdminCard, FormMessage } from '#app/components/admin/AdminCard.tsx';
import { buttonClassName, Button } from '#app/components/ui/Button.tsx';
import { Field, Input } from '#app/components/ui/Field.tsx';
import { formText } from '#app/lib/auth/form-result.ts';
import { parseNewPassword, staffFailure } from '#app/lib/admin/forms.server.ts';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { staffClient, staffCookieHeaders, staffToken } from '#app/lib/admin/staff-session.server.ts';
import { STAFF_MESSAGES } from '#domain/staff.ts';
import type { Route } from './+types/admin.setup.$token';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const enrolment = await services.staff.enrolment(staffToken(services, request));
  if (enrolment)
    return { step: 'enrol' as const, enrolment: { ...enrolment, qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(enrolment.qr_svg).toString('base64')}` } };
  const holder = await services.staff.linkHolder(params.token);
  if (!holder) return { step: 'gone' as const };
  return { step: 'password' as const, staff: { name: holder.name, email: holder.email } };
}

type Result = { recoveryCodes: string[] } | { message: string; field: string | null };

export async function action({ request, context, params }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const form = await request.formData();
  const client = staffClient(request, context);
  try {
    if (form.get('intent') === 'confirm') {
      const result = await services.staff.confirmEnrolment(staffToken(services, request), formText(form, 'code'), client);
      // Shown once, from this answer; nothing can show them again.
      return data<Result>({ recoveryCodes: result.recoveryCodes }, { headers: staffCookieHeaders(services, result.session) });
    }
    const parsed = parseNewPassword(form);
    if ('message' in parsed) return data<Result>(parsed, { status: 422 });
    const result = await services.staff.takePasswordLink(params.token, parsed.password, client);
    return redirect(`/admin/setup/${params.token}`, { headers: staffCookieHeaders(services, result.session) });
  } catch (error) {
    const failure = staffFailure(error);
    return data<Result>({ message: failure.message, field: failure.field }, { status: failure.status });
  }
}

export const meta: Route.MetaFunction = () => adminMeta('Set up your account');

export default function AdminSetup({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  if (actionData && 'recoveryCodes' in actionData) {
    return (
      <AdminCard
        title="Save your recovery codes"
        intro="If you lose your phone, each of these codes signs you in once instead of an app code. They are shown only now: print them or keep them in a password manager."
      >
        <ol aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-base text-slate-900">
          {actionData.recoveryCodes.map((code) => (
            <li key={code} className="rounded bg-slate-100 px-2 py-1 text-center">
              {code}
            </li>
          ))}
        </ol>
        <Link to="/admin" className={buttonClassName({ size: 'block', className: 'mt-6' })}>
          I saved them, continue
        </Link>
      </AdminCard>
    );
  }
  const failure = actionData && 'message' in actionData ? actionData : undefined;
  if (loaderData.step === 'enrol') {
    const { enrolment } = loaderData;
    return (
      <AdminCard
        title="Add the back office to your authenticator app"
        intro="Scan the code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), then type the 6-digit code it shows."
      >
        <img src={enrolment.qrDataUrl} alt="QR code of the authenticator link" width={200} height={200} className="mx-auto" />
        <p className="mt-4 text-sm text-slate-700">Cannot scan? Type this key into the app instead:</p>
        <p className="mt-1 break-all rounded bg-slate-100 px-2 py-1 font-mono text-sm text-slate-900" data-testid="totp-secret">
          {enrolment.secret}
        </p>
        <p className="mt-2 text-sm">
          <a href={enrolment.otpauth_uri} className="font-medium text-brand-700 underline-offset-4 hover:underline">
            Open in an authenticator app on this device
          </a>
        </p>
        <Form method="post" className="mt-6 space-y-5">
          <input type="hidden" name="intent" value="confirm" />
          <Field label="Code from the app" error={failure?.message}>
            {(control) => <Input {...control} name="code" autoComplete="one-time-code" inputMode="numeric" maxLength={6} required />}
          </Field>
          <Button type="submit" size="block" loading={busy}>
            Turn on two-step sign-in
          </Button>
        </Form>
      </AdminCard>
    );
  }
  if (loaderData.step === 'gone') {
    return (
      <AdminCard title="This link no longer works">
        <p className="text-slate-700">{STAFF_MESSAGES.linkGone}</p>
      </AdminCard>
    );
  }
  const fieldError = (name: string) => (failure?.field === name ? failure.message : undefined);
  return (
    <AdminCard
      title={`Welcome, ${loaderData.staff.name}`}
      intro={`Choose a password for ${loaderData.staff.email}. Next you will add the back office to an authenticator app.`}
    >
      <Form method="post" className="space-y-5">
        <input type="hidden" name="intent" value="password" />
        <FormMessage message={failure && !failure.field ? failure.message : undefined} />
        <input type="email" name="username" autoComplete="username" value={loaderData.staff.email} readOnly hidden />
        <Field label="New password" hint="At least 8 characters, not a common password." error={fieldError('password')}>
          {(control) => <Input {...control} name="password" type="password" autoComplete="new-password" required />}
        </Field>
        <Field label="Confirm the password" error={fieldError('password_confirmation')}>
          {(control) => <Input {...control} name="password_confirmation" type="password" autoComplete="new-password" required />}
        </Field>
        <Button type="submit" size="block" loading={busy}>
          Set password
        </Button>
      </Form>
    </AdminCard>
  );
}
