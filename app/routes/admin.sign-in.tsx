import { data, Form, redirect, useNavigation } from 'react-router';
import { servicesContext } from '#app/context.ts';
import { AdminCard, FormMessage } from '#app/components/admin/AdminCard.tsx';
import { Button } from '#app/components/ui/Button.tsx';
import { Field, Input } from '#app/components/ui/Field.tsx';
import { formSecret, formText } from '#app/lib/auth/form-result.ts';
import { staffFailure } from '#app/lib/admin/forms.server.ts';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { BACK_OFFICE_HOME, staffReturnPath, staffSignInPath } from '#app/lib/admin/return-path.ts';
import { staffClient, staffCookieHeaders, staffToken } from '#app/lib/admin/staff-session.server.ts';
import { STAFF_MESSAGES } from '#domain/staff.ts';
import type { Route } from './+types/admin.sign-in';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const token = staffToken(services, request);
  const returnPath = staffReturnPath(url.searchParams.get('redirect'));
  if (await services.staff.resolve(token, 'signed_in')) throw redirect(returnPath);
  // A password already given in this browser leaves only the code to ask for.
  return { step: (await services.staff.resolve(token, 'second_factor')) ? ('code' as const) : ('password' as const), returnPath };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const form = await request.formData();
  const client = staffClient(request, context);
  // Carried through both steps in the form, and checked again here: the form is the visitor's to change.
  const returnPath = staffReturnPath(form.get('redirect'));
  try {
    if (form.get('intent') === 'code') {
      const result = await services.staff.secondFactor(staffToken(services, request), formSecret(form, 'code'), client);
      return redirect(returnPath, { headers: staffCookieHeaders(services, result.session) });
    }
    const email = formText(form, 'email');
    const password = formSecret(form, 'password');
    if (!email || !password) return data({ message: STAFF_MESSAGES.invalidCredentials, email }, { status: 422 });
    const session = await services.staff.signIn({ email, password }, client);
    return redirect(staffSignInPath(returnPath), { headers: staffCookieHeaders(services, session) });
  } catch (error) {
    const failure = staffFailure(error);
    return data({ message: failure.message, email: formText(form, 'email') }, { status: failure.status });
  }
}

export const meta: Route.MetaFunction = () => adminMeta('Sign in');

export default function AdminSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  const returnField = loaderData.returnPath === BACK_OFFICE_HOME ? null : <input type="hidden" name="redirect" value={loaderData.returnPath} />;
  if (loaderData.step === 'code') {
    return (
      <AdminCard title="Enter your code" intro="Open your authenticator app and type the 6-digit code it shows for the Dokan back office.">
        <Form method="post" className="space-y-5">
          <input type="hidden" name="intent" value="code" />
          {returnField}
          <FormMessage message={actionData?.message} />
          <Field label="Code" hint="Lost your phone? Type one of your recovery codes instead; each works once.">
            {(control) => <Input {...control} name="code" autoComplete="one-time-code" inputMode="text" autoCapitalize="none" spellCheck={false} required />}
          </Field>
          <Button type="submit" size="block" loading={busy}>
            Sign in
          </Button>
        </Form>
      </AdminCard>
    );
  }
  return (
    <AdminCard title="Staff sign-in" intro="For the shop’s staff. Customers sign in on the shop’s own sign-in page.">
      <Form method="post" className="space-y-5">
        <input type="hidden" name="intent" value="password" />
        {returnField}
        <FormMessage message={actionData?.message} />
        <Field label="Email">
          {(control) => <Input {...control} name="email" type="email" autoComplete="username" defaultValue={actionData?.email} required />}
        </Field>
        <Field label="Password">{(control) => <Input {...control} name="password" type="password" autoComplete="current-password" required />}</Field>
        <Button type="submit" size="block" loading={busy}>
          Continue
        </Button>
      </Form>
    </AdminCard>
  );
}
