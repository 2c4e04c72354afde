import { useRef } from 'react';
import { data, Form, useNavigation } from 'react-router';
import { servicesContext } from '#app/context.ts';
import { FormAlert } from '#app/components/account/FormAlert.tsx';
import { TextField } from '#app/components/account/TextField.tsx';
import { useFocusFirstError } from '#app/components/account/use-focus-first-error.ts';
import { Button } from '#app/components/ui/Button.tsx';
import { Field, Textarea } from '#app/components/ui/Field.tsx';
import { fieldErrorsFromIssues } from '#app/lib/auth/form-errors.server.ts';
import { requestContext, signedIn } from '#app/lib/auth/session.server.ts';
import { pageMeta, shellFromMatches } from '#app/lib/seo.ts';
import { fill, strings } from '#app/strings/index.ts';
import { complaintStrings } from '#app/strings/complaint.ts';
import { COMPLAINT_LIMITS as L } from '#domain/complaints.ts';
import { formatDateTime } from '#domain/dates.ts';
import { HttpError } from '#server/http/errors.ts';
import { complaintBody } from '#server/modules/complaints/schemas.ts';
import type { Route } from './+types/complaint';

const copy = complaintStrings;
const FIELDS = ['name', 'phone', 'email', 'order_number', 'subject', 'message'] as const;
type ComplaintField = (typeof FIELDS)[number];
type Values = Record<ComplaintField, string>;

type Outcome =
  | { kind: 'form'; values: Values; errors: Partial<Record<ComplaintField, string>>; formError: string | null }
  | { kind: 'filed'; reference: string; answerDueAt: string };

/** A signed-in shopper's own name, number and email fill the form; a guest starts empty. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await signedIn(context.get(servicesContext), request);
  const customer = session?.row;
  return {
    values: { name: customer?.fullName ?? '', phone: customer?.phone ?? '', email: customer?.email ?? '', order_number: '', subject: '', message: '' },
  };
}

/** The same checks, limit and storage as POST /api/complaints, so the page is no easier to flood. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const form = await request.formData();
  const values = Object.fromEntries(FIELDS.map((field) => [field, String(form.get(field) ?? '')])) as Values;
  const parsed = complaintBody.safeParse(values);
  if (!parsed.success) {
    return data<Outcome>({ kind: 'form', values, errors: fieldErrorsFromIssues(parsed.error.issues), formError: null }, 422);
  }
  const session = await signedIn(services, request);
  try {
    const filed = await services.complaints.file(parsed.data, {
      customerId: session?.row.id ?? null,
      ipAddress: requestContext(request, context).ipAddress,
    });
    return data<Outcome>({ kind: 'filed', reference: filed.reference, answerDueAt: filed.answer_due_at });
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 429) throw error;
    const retryAfter = error.headers['retry-after'] ?? '60';
    const formError = fill(copy.tooMany, { minutes: Math.max(1, Math.ceil((Number(retryAfter) || 60) / 60)) });
    return data<Outcome>({ kind: 'form', values, errors: {}, formError }, { status: 429, headers: { 'Retry-After': retryAfter } });
  }
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const shopName = shellFromMatches(matches)?.settings.shop_name ?? strings.common.shopName;
  return pageMeta({ title: fill(copy.metaTitle, { page: copy.title, shopName }), description: copy.description, path: '/complaint' }, matches);
}

/** /complaint: guests and signed-in shoppers file a complaint and get a reference and the time they will be answered by. */
export default function ComplaintPage({ loaderData, actionData }: Route.ComponentProps) {
  const form = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  useFocusFirstError(form, actionData);
  const pending = navigation.state === 'submitting' && navigation.formAction === '/complaint';
  const filed = actionData?.kind === 'filed' ? actionData : null;
  const shown = actionData?.kind === 'form' ? actionData : { values: loaderData.values, errors: {}, formError: null };
  const errors: Partial<Record<ComplaintField, string>> = shown.errors;

  return (
    <main className="mx-auto w-full max-w-3xl px-4 pb-16 pt-6 sm:pt-10">
      <header className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{copy.title}</h1>
        <p className="mt-2 text-base leading-relaxed text-slate-600">{copy.intro}</p>
      </header>
      {filed ? (
        <section role="status" aria-labelledby="complaint-filed" className="rounded-2xl border border-emerald-200 bg-emerald-50 px-5 py-6">
          <h2 id="complaint-filed" className="text-lg font-semibold text-emerald-900">
            {copy.filedHeading}
          </h2>
          <p data-testid="complaint-reference" className="mt-2 text-emerald-900">
            {fill(copy.filed, { reference: filed.reference, due: formatDateTime(filed.answerDueAt) })}
          </p>
        </section>
      ) : (
        <Form
          ref={form}
          method="post"
          action="/complaint"
          noValidate
          className="space-y-5 rounded-2xl border border-slate-200 bg-white px-5 py-6 shadow-sm sm:px-8"
        >
          <FormAlert kind="error" message={shown.formError} />
          <div className="grid gap-5 sm:grid-cols-2 sm:items-start">
            <TextField name="name" label={copy.name} autoComplete="name" required maxLength={L.name} defaultValue={shown.values.name} error={errors.name} />
            <TextField
              name="phone"
              label={copy.phone}
              hint={copy.phoneHint}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              maxLength={20}
              defaultValue={shown.values.phone}
              error={errors.phone}
            />
            <TextField
              name="email"
              label={copy.email}
              optional={copy.optional}
              hint={copy.emailHint}
              type="email"
              autoComplete="email"
              maxLength={L.email}
              defaultValue={shown.values.email}
              error={errors.email}
            />
            <TextField
              name="order_number"
              label={copy.orderNumber}
              optional={copy.optional}
              hint={copy.orderNumberHint}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={L.orderNumber}
              defaultValue={shown.values.order_number}
              error={errors.order_number}
            />
          </div>
          <TextField name="subject" label={copy.subject} required maxLength={L.subject} defaultValue={shown.values.subject} error={errors.subject} />
          <Field label={copy.message} error={errors.message}>
            {(control) => <Textarea {...control} name="message" rows={6} required maxLength={L.message} defaultValue={shown.values.message} />}
          </Field>
          <Button type="submit" size="block" loading={pending} className="sm:w-auto sm:px-8">
            {pending ? copy.submitting : copy.submit}
          </Button>
        </Form>
      )}
    </main>
  );
}
