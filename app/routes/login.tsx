import { useRef } from 'react';
import { Form, Link } from 'react-router';
import { servicesContext } from '#app/context.ts';
import { AuthCard } from '#app/components/account/AuthCard.tsx';
import { FormAlert } from '#app/components/account/FormAlert.tsx';
import { PasswordField } from '#app/components/account/PasswordField.tsx';
import { SocialButtons } from '#app/components/account/SocialButtons.tsx';
import { SubmitButton } from '#app/components/account/SubmitButton.tsx';
import { TextField } from '#app/components/account/TextField.tsx';
import { useFocusFirstError } from '#app/components/account/use-focus-first-error.ts';
import { useResultVersion } from '#app/components/account/use-result-version.ts';
import { authPageMeta } from '#app/lib/auth/auth-meta.ts';
import { requireGuest } from '#app/lib/auth/guards.server.ts';
import { loginAction } from '#app/lib/auth/login-action.server.ts';
import { withRedirect } from '#app/lib/auth/paths.ts';
import { shopOrigin } from '#app/lib/shop-origin.ts';
import { returnTarget } from '#domain/return-target.ts';
import type { Route } from './+types/login';
import { accountStrings } from '#app/strings/account.ts';

const copy = accountStrings.login;
const fields = accountStrings.fields;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireGuest(services, { request, url });
  const params = url.searchParams;
  return {
    redirectTo: returnTarget(params.get('redirect'), shopOrigin(services.site, url)),
    // Set by the password reset when it sends the shopper here.
    passwordWasReset: params.get('reset') === '1',
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return loginAction(context.get(servicesContext), request, context);
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return authPageMeta({ title: copy.title, description: copy.description, path: '/login' }, matches);
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, passwordWasReset } = loaderData;
  const form = useRef<HTMLFormElement>(null);
  const attempt = useResultVersion(actionData);
  useFocusFirstError(form, actionData);
  return (
    <AuthCard
      title={copy.heading}
      intro={copy.intro}
      footer={
        <>
          {copy.noAccount}{' '}
          <Link to={withRedirect('/register', redirectTo)} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            {copy.register}
          </Link>
        </>
      }
    >
      <Form ref={form} method="post" action={withRedirect('/login', redirectTo)} noValidate className="space-y-5">
        {passwordWasReset && !actionData ? <FormAlert kind="notice" message={copy.passwordWasReset} /> : null}
        <FormAlert kind="error" message={actionData?.formError} />
        {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
        <TextField
          name="identifier"
          label={fields.identifier}
          hint={fields.identifierHint}
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={254}
          defaultValue={actionData?.values.identifier}
          error={actionData?.fieldErrors.identifier}
        />
        <PasswordField
          key={attempt}
          name="password"
          label={fields.password}
          autoComplete="current-password"
          error={actionData?.fieldErrors.password}
          labelAside={
            <Link to="/forgot-password" className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
              {copy.forgotPassword}
            </Link>
          }
        />
        <SubmitButton label={copy.submit} pendingLabel={copy.submitting} />
      </Form>
      <SocialButtons redirectTo={redirectTo} />
    </AuthCard>
  );
}
