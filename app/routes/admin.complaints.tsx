import { data, Form, Link, useNavigation } from 'react-router';
import { servicesContext } from '#app/context.ts';
import { FormAlert } from '#app/components/account/FormAlert.tsx';
import { Badge } from '#app/components/ui/Badge.tsx';
import { Button, ButtonLink } from '#app/components/ui/Button.tsx';
import { Field, Textarea } from '#app/components/ui/Field.tsx';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { requireStaffPage } from '#app/lib/admin/staff-session.server.ts';
import { formText } from '#app/lib/auth/form-result.ts';
import { COMPLAINT_LIMITS as L, COMPLAINT_QUEUES } from '#domain/complaints.ts';
import { formatDateTime } from '#domain/dates.ts';
import { HttpError } from '#server/http/errors.ts';
import { adminComplaintAnswerBody, adminComplaintListQuery, adminComplaintParams } from '#server/modules/complaints/schemas.ts';
import type { Route } from './+types/admin.complaints';

const QUEUE_LABELS: Record<(typeof COMPLAINT_QUEUES)[number], string> = { open: 'Open', late: 'Late', answered: 'Answered', all: 'All' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaffPage(services, request, 'customers');
  const search = new URL(request.url).searchParams;
  // A hand-edited address the API would refuse shows the open queue.
  const parsed = adminComplaintListQuery.safeParse({ queue: search.get('queue') || undefined, cursor: search.get('cursor') || undefined });
  const query = parsed.success ? parsed.data : adminComplaintListQuery.parse({});
  return { query, ...(await services.complaints.list(query)) };
}

type AnswerResult = { ok: true; id: number } | { ok: false; id: number; message: string; error: string | null };

/** Answers a complaint through the same schema and service as the API: one reply, sent and audited. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { staff } = await requireStaffPage(services, request, 'customers');
  const form = await request.formData();
  const params = adminComplaintParams.safeParse({ id: formText(form, 'id') });
  if (!params.success) return data<AnswerResult>({ ok: false, id: 0, message: 'No such complaint.', error: null }, 422);
  const id = params.data.id;
  const body = adminComplaintAnswerBody.safeParse({ reply: formText(form, 'reply') });
  if (!body.success) return data<AnswerResult>({ ok: false, id, message: 'Check the reply.', error: body.error.issues[0]?.message ?? null }, 422);
  try {
    await services.complaints.answer(id, body.data.reply, { staffId: staff.id, name: staff.name });
    return { ok: true, id } satisfies AnswerResult;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return data<AnswerResult>({ ok: false, id, message: error.message, error: null }, error.statusCode);
  }
}

export const meta: Route.MetaFunction = () => adminMeta('Complaints');

/** The complaints desk: a tab per queue, late ones flagged, each open complaint answered in place. */
export default function AdminComplaints({ loaderData, actionData }: Route.ComponentProps) {
  const { query, complaints, next_cursor, late_count } = loaderData;
  const navigation = useNavigation();
  return (
    <main className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Complaints</h1>
        <p className="mt-1 text-sm text-slate-700">
          Every complaint must be answered within 72 hours. The reply is texted to the customer, and emailed when they gave an address.
        </p>
      </div>
      {actionData?.ok ? <FormAlert kind="notice" message="Reply sent to the customer." /> : null}
      <nav aria-label="Complaint queues" className="-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0">
        {COMPLAINT_QUEUES.map((queue) => (
          <Link
            key={queue}
            to={`/admin/complaints?queue=${queue}`}
            aria-current={queue === query.queue ? 'page' : undefined}
            className={`-mb-px flex shrink-0 items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-semibold ${queue === query.queue ? 'border-brand-700 text-brand-700' : 'border-transparent text-slate-600 hover:text-brand-700'}`}
          >
            {QUEUE_LABELS[queue]}
            {queue === 'late' ? <Badge tone={late_count > 0 ? 'danger' : 'neutral'}>{late_count}</Badge> : null}
          </Link>
        ))}
      </nav>
      {complaints.length === 0 ? (
        <p className="text-slate-700">No complaints here.</p>
      ) : (
        <ul className="space-y-4">
          {complaints.map((complaint) => {
            const failed = actionData && !actionData.ok && actionData.id === complaint.id ? actionData : null;
            const sending = navigation.state === 'submitting' && navigation.formData?.get('id') === String(complaint.id);
            return (
              <li key={complaint.id} data-testid="complaint" className="rounded-lg border border-slate-200 bg-white p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 className="font-semibold text-slate-900">
                    {complaint.reference} · {complaint.subject}
                  </h2>
                  {complaint.answered_at ? (
                    <Badge tone="success">Answered</Badge>
                  ) : complaint.late ? (
                    <Badge tone="danger">Late · was due {formatDateTime(complaint.answer_due_at)}</Badge>
                  ) : (
                    <Badge tone="warning">Answer by {formatDateTime(complaint.answer_due_at)}</Badge>
                  )}
                </div>
                <p className="mt-1 text-sm text-slate-700">
                  {complaint.name} · {complaint.phone}
                  {complaint.email ? ` · ${complaint.email}` : ''}
                  {complaint.order_number ? (
                    <>
                      {' · '}
                      <Link to={`/admin/orders/${complaint.order_number}`} className="text-brand-700 hover:underline">
                        {complaint.order_number}
                      </Link>
                    </>
                  ) : null}
                  {' · '}filed {formatDateTime(complaint.created_at)}
                  {complaint.customer_id === null ? ' · guest' : ' · customer account'}
                </p>
                <p className="mt-2 whitespace-pre-line text-sm text-slate-900">{complaint.message}</p>
                {complaint.answered_at ? (
                  <div className="mt-3 rounded-md bg-slate-50 p-3 text-sm">
                    <p className="font-semibold text-slate-800">
                      Reply by {complaint.answered_by}, {formatDateTime(complaint.answered_at)}
                    </p>
                    <p className="mt-1 whitespace-pre-line text-slate-900">{complaint.reply}</p>
                  </div>
                ) : (
                  <Form method="post" className="mt-3 space-y-3">
                    <input type="hidden" name="id" value={complaint.id} />
                    <FormAlert kind="error" message={failed && !failed.error ? failed.message : null} />
                    <Field label="Reply to the customer" error={failed?.error ?? undefined}>
                      {(control) => <Textarea {...control} name="reply" rows={3} required maxLength={L.reply} />}
                    </Field>
                    <Button type="submit" loading={sending}>
                      {sending ? 'Sending…' : 'Send reply'}
                    </Button>
                  </Form>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex gap-3">
        {query.cursor ? (
          <ButtonLink to={`/admin/complaints?queue=${query.queue}`} variant="secondary">
            Newest
          </ButtonLink>
        ) : null}
        {next_cursor ? (
          <ButtonLink to={`/admin/complaints?queue=${query.queue}&cursor=${next_cursor}`} variant="secondary">
            Older
          </ButtonLink>
        ) : null}
      </div>
    </main>
  );
}
