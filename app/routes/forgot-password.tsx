import { useRef } from 'react';
import { Form, Link } from 'react-router';
import { OTP_LENGTH } from '#domain/account.ts';
import { servicesContext } from '#app/context.ts';
import { AuthCard } from '#app/components/account/AuthCard.tsx';
import { FormAlert } from '#app/components/account/FormAlert.tsx';
import { PasswordField } from '#app/components/account/PasswordField.tsx';
import { SubmitButton } from '#app/components/account/SubmitButton.tsx';
import { TextField } from '#app/components/account/TextField.tsx';
import { useFocusFirstError } from '#app/components/account/use-focus-first-error.ts';
import { useResultVersion } from '#app/components/account/use-result-version.ts';
import { authPageMeta } from '#app/lib/auth/auth-meta.ts';
import { requireGuest } from '#app/lib/auth/guards.server.ts';
import { passwordResetAction, type ResetFlowState, type ResetStep } from '#app/lib/auth/password-reset-action.server.ts';
import { fill } from '#app/strings/index.ts';
import type { Route } from './+types/forgot-password';
import { accountStrings } from '#app/strings/account.ts';

const copy = accountStrings.forgotPassword;
const fields = accountStrings.fields;
const STEP_NUMBER: Record<ResetStep, number> = { request: 1, verify: 2, reset: 3 };

export async function loader({ request, context, url }: Route.LoaderArgs) {
  await requireGuest(context.get(servicesContext), { request, url });
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  return passwordResetAction(context.get(servicesContext), request, context);
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return authPageMeta({ title: copy.title, description: copy.description, path: '/forgot-password', noindex: true }, matches);
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const flow = actionData ?? null;
  const step = flow?.step ?? 'request';
  const form = useRef<HTMLFormElement>(null);
  const attempt = useResultVersion(actionData);
  useFocusFirstError(form, actionData);
  const heading = copy.steps[step];
  return (
    <AuthCard
      eyebrow={fill(copy.stepLabel, { step: STEP_NUMBER[step] })}
      title={heading.heading}
      intro={fill(heading.intro, { identifier: flow?.identifier ?? '' })}
      footer={
        <Link to="/login" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          {copy.backToLogin}
        </Link>
      }
    >
      {/* Each step is its own form (keyed), so fields of one never carry over into the next. */}
      {step === 'request' ? <RequestStep key="request" form={form} flow={flow} /> : null}
      {step === 'verify' && flow ? <VerifyStep key="verify" form={form} flow={flow} /> : null}
      {step === 'reset' && flow ? <NewPasswordStep key={`reset-${attempt}`} form={form} flow={flow} /> : null}
    </AuthCard>
  );
}

type StepProps = { form: React.RefObject<HTMLFormElement | null>; flow: ResetFlowState };

function RequestStep({ form, flow }: { form: StepProps['form']; flow: ResetFlowState | null }) {
  return (
    <Form ref={form} method="post" action="/forgot-password" noValidate className="space-y-5">
      <FormAlert kind="error" message={flow?.formError} />
      <TextField
        name="identifier"
        label={fields.identifier}
        hint={fields.identifierHint}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={254}
        defaultValue={flow?.identifier}
        error={flow?.fieldErrors.identifier}
      />
      <SubmitButton intent="send" label={copy.sendCode} pendingLabel={copy.sendingCode} />
    </Form>
  );
}

function VerifyStep({ form, flow }: StepProps) {
  return (
    <div className="space-y-5">
      <Form ref={form} method="post" action="/forgot-password" noValidate className="space-y-5">
        <FormAlert kind="notice" message={flow.notice} />
        <FormAlert kind="error" message={flow.formError} />
        <input type="hidden" name="identifier" value={flow.identifier} />
        <TextField
          name="otp"
          label={copy.otp}
          hint={copy.otpHint}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={OTP_LENGTH}
          required
          spellCheck={false}
          // The shopper just asked for the code: the box it goes in is where they are.
          autoFocus
          error={flow.fieldErrors.otp}
        />
        <SubmitButton intent="verify" label={copy.verify} pendingLabel={copy.verifying} />
      </Form>
      <div className="flex flex-col items-center gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:justify-between">
        <Form method="post" action="/forgot-password">
          <input type="hidden" name="identifier" value={flow.identifier} />
          <SubmitButton intent="resend" variant="secondary" label={copy.resend} pendingLabel={copy.resending} />
        </Form>
        <Link to="/forgot-password" className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
          {copy.useAnother}
        </Link>
      </div>
    </div>
  );
}

function NewPasswordStep({ form, flow }: StepProps) {
  return (
    <Form ref={form} method="post" action="/forgot-password" noValidate className="space-y-5">
      <FormAlert kind="notice" message={flow.formError ? null : flow.notice} />
      <FormAlert kind="error" message={flow.formError} />
      <input type="hidden" name="identifier" value={flow.identifier} />
      <input type="hidden" name="reset_token" value={flow.resetToken ?? ''} />
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={flow.identifier} readOnly hidden />
      <PasswordField
        autoFocus
        name="password"
        label={fields.newPassword}
        hint={fields.passwordHint}
        autoComplete="new-password"
        error={flow.fieldErrors.password}
      />
      <PasswordField name="password_confirmation" label={fields.confirmPassword} autoComplete="new-password" error={flow.fieldErrors.password_confirmation} />
      <SubmitButton intent="reset" label={copy.reset} pendingLabel={copy.resetting} />
    </Form>
  );
}
