import { useState } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import { servicesContext } from '#app/context.ts';
import { FormMessage } from '#app/components/admin/AdminCard.tsx';
import { InfoPageFormatGuide } from '#app/components/admin/InfoPageFormatGuide.tsx';
import { infoPageContent } from '#app/components/content/info-content.ts';
import { InfoBlockView } from '#app/components/content/InfoBlocks.tsx';
import { Button } from '#app/components/ui/Button.tsx';
import { Field, Input, Textarea } from '#app/components/ui/Field.tsx';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { requireStaffPage } from '#app/lib/admin/staff-session.server.ts';
import { infoPageFill } from '#app/lib/info-page-fill.ts';
import { DEFAULT_SETTINGS } from '#app/lib/shell-data.ts';
import { fillText, INFO_PAGE_MESSAGES, infoPagePatchSchema, isInfoPageSlug } from '#domain/info-pages.ts';
import { HttpError } from '#server/http/errors.ts';
import { zodFieldErrors } from '#server/http/field-errors.ts';
import type { Route } from './+types/admin.pages.$slug';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaffPage(services, request, 'content');
  if (!isInfoPageSlug(params.slug)) throw data(null, { status: 404 });
  const page = await services.infoPages.get(params.slug);
  const settings = await services.navigation.settings().catch(() => DEFAULT_SETTINGS);
  // The preview fills the copy with the shop's values now, as the storefront will.
  const fill = infoPageFill(settings, await services.orders.terms());
  return data({ page, fill }, { headers: { 'cache-control': 'private, no-store' } });
}

interface Values {
  title: string;
  meta_description: string;
  body: string;
}
type Result = { notice: string } | { error: string; errors: Record<string, string[]>; values: Values };

export async function action({ request, context, params }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { staff } = await requireStaffPage(services, request, 'content');
  if (!isInfoPageSlug(params.slug)) throw data(null, { status: 404 });
  const form = await request.formData();
  const values: Values = {
    title: String(form.get('title') ?? ''),
    meta_description: String(form.get('meta_description') ?? ''),
    body: String(form.get('body') ?? ''),
  };
  const refused = (status: number, error: string, errors: Record<string, string[]> = {}) => data<Result>({ error, errors, values }, { status });
  const parsed = infoPagePatchSchema.safeParse({ ...values, version: Number(form.get('version')) });
  if (!parsed.success) return refused(422, 'Check the fields marked below.', zodFieldErrors(parsed.error.issues));
  try {
    await services.infoPages.update(params.slug, parsed.data, { staffId: staff.id, name: staff.name });
    return { notice: INFO_PAGE_MESSAGES.saved } satisfies Result;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return refused(error.statusCode, error.statusCode === 422 ? 'Check the fields marked below.' : error.message, error.errors ?? {});
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData ? `${fillText(loaderData.page.title, loaderData.fill)} page` : 'Page');

export default function AdminInfoPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, fill } = loaderData;
  const busy = useNavigation().state !== 'idle';
  const failure = actionData && 'error' in actionData ? actionData : undefined;
  const notice = actionData && 'notice' in actionData ? actionData.notice : undefined;
  const start = failure?.values ?? { title: page.title, meta_description: page.meta_description, body: page.body };
  const [draft, setDraft] = useState(start);
  const errorOf = (name: keyof Values) => failure?.errors[name];
  const preview = infoPageContent({ title: draft.title, description: draft.meta_description, body: draft.body, updatedAt: page.updated_at }, fill);
  const bodyErrors = errorOf('body');
  return (
    <main className="space-y-6">
      <div>
        <p className="text-sm">
          <Link to="/admin/pages" className="text-brand-700 underline underline-offset-2 hover:text-brand-600">
            Pages
          </Link>
        </p>
        <h1 className="mt-1 text-2xl font-semibold text-slate-900">{fillText(page.title, fill)}</h1>
        <p className="mt-1 text-slate-600">
          Shown at{' '}
          <a href={page.path} className="text-brand-700 underline underline-offset-2 hover:text-brand-600">
            {page.path}
          </a>
          .
        </p>
      </div>
      <FormMessage tone="notice" message={notice} />
      <FormMessage message={failure?.error} />
      <div className="grid gap-6 xl:grid-cols-2">
        {/* Keyed by version: after a save the form shows the page as stored now. */}
        <Form method="post" key={page.version} className="min-w-0 space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6" noValidate>
          <input type="hidden" name="version" value={page.version} />
          <Field label="Title" error={errorOf('title')?.join(' ')}>
            {(control) => (
              <Input {...control} name="title" defaultValue={start.title} required onChange={(event) => setDraft({ ...draft, title: event.target.value })} />
            )}
          </Field>
          <Field label="Description" hint="Shown under the title and in search results." error={errorOf('meta_description')?.join(' ')}>
            {(control) => (
              <Textarea
                {...control}
                name="meta_description"
                rows={3}
                defaultValue={start.meta_description}
                required
                onChange={(event) => setDraft({ ...draft, meta_description: event.target.value })}
              />
            )}
          </Field>
          <Field label="Page content" error={bodyErrors?.[0]}>
            {(control) => (
              <Textarea
                {...control}
                name="body"
                rows={24}
                defaultValue={start.body}
                required
                spellCheck
                className="font-mono text-sm"
                onChange={(event) => setDraft({ ...draft, body: event.target.value })}
              />
            )}
          </Field>
          {bodyErrors && bodyErrors.length > 1 ? (
            <ul className="list-disc space-y-1 pl-5 text-sm font-medium text-rose-700">
              {bodyErrors.slice(1).map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : null}
          <InfoPageFormatGuide />
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving…' : 'Save page'}
          </Button>
        </Form>
        <section aria-labelledby="preview-heading" className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
          <h2 id="preview-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
            Preview
          </h2>
          <p className="mt-4 text-2xl font-bold text-slate-900">{preview.title}</p>
          <p className="mt-2 leading-7 text-slate-700">{preview.description}</p>
          <div className="mt-6 space-y-8">
            {preview.sections.map((section) => (
              <div key={section.id} className="space-y-4">
                <p className="text-xl font-semibold text-slate-900">{section.heading}</p>
                {section.blocks.map((block, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the preview is rebuilt from the text on every key press; position is all a block has.
                  <InfoBlockView key={index} block={block} />
                ))}
              </div>
            ))}
          </div>
        </section>
      </div>
    </main>
  );
}
