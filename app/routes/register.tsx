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
import { useTrackSignUp } from '#app/components/account/use-track-sign-up.ts';
import { authPageMeta } from '#app/lib/auth/auth-meta.ts';
import { requireGuest } from '#app/lib/auth/guards.server.ts';
import { withRedirect } from '#app/lib/auth/paths.ts';
import { shopOrigin } from '#app/lib/shop-origin.ts';
import { returnTarget } from '#domain/return-target.ts';
import { registerAction } from '#app/lib/auth/register-action.server.ts';
import type { Route } from './+types/register';
import { accountStrings } from '#app/strings/account.ts';

const copy = accountStrings.register;
const fields = accountStrings.fields;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  // Guest-only, like /login: a signed-in customer has no use for a second account here.
  const services = context.get(servicesContext);
  await requireGuest(services, { request, url });
  return { redirectTo: returnTarget(url.searchParams.get('redirect'), shopOrigin(services.site, url)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return registerAction(context.get(servicesContext), request, context);
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return authPageMeta({ title: copy.title, description: copy.description, path: '/register' }, matches);
}

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo } = loaderData;
  const form = useRef<HTMLFormElement>(null);
  const attempt = useResultVersion(actionData);
  useFocusFirstError(form, actionData);
  useTrackSignUp('/register');
  const errors = actionData?.fieldErrors;
  const values = actionData?.values;
  return (
    <AuthCard
      title={copy.heading}
      intro={copy.intro}
      footer={
        <>
          {copy.haveAccount}{' '}
          <Link to={withRedirect('/login', redirectTo)} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            {copy.login}
          </Link>
        </>
      }
    >
      <Form ref={form} method="post" action={withRedirect('/register', redirectTo)} noValidate className="space-y-5">
        <FormAlert kind="error" message={actionData?.formError} />
        {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
        <TextField
          name="full_name"
          label={fields.fullName}
          autoComplete="name"
          required
          maxLength={100}
          defaultValue={values?.full_name}
          error={errors?.full_name}
        />
        <fieldset className="rounded-xl border border-slate-200 bg-slate-50/70 p-4">
          {/* Floated so the note sits inside the box instead of on its border. */}
          <legend className="float-left mb-4 w-full text-sm text-slate-700">{fields.emailOrPhoneNote}</legend>
          <div className="clear-both space-y-4">
            <TextField
              name="email"
              label={fields.email}
              type="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={254}
              defaultValue={values?.email}
              error={errors?.email}
            />
            <TextField
              name="phone"
              label={fields.phone}
              hint={fields.phoneHint}
              // tel-national belongs on a text input (HTML autofill); inputMode still brings the number pad.
              type="text"
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={20}
              defaultValue={values?.phone}
              error={errors?.phone}
            />
          </div>
        </fieldset>
        <PasswordField
          key={`password-${attempt}`}
          name="password"
          label={fields.password}
          hint={fields.passwordHint}
          autoComplete="new-password"
          error={errors?.password}
        />
        <PasswordField
          key={`confirmation-${attempt}`}
          name="password_confirmation"
          label={fields.confirmPassword}
          autoComplete="new-password"
          error={errors?.password_confirmation}
        />
        <SubmitButton label={copy.submit} pendingLabel={copy.submitting} />
      </Form>
      <SocialButtons redirectTo={redirectTo} />
    </AuthCard>
  );
}
