import { data, Form, Link, redirect, type ShouldRevalidateFunction, useNavigation } from 'react-router';
import { servicesContext } from '#app/context.ts';
import { FormMessage } from '#app/components/admin/AdminCard.tsx';
import { Badge } from '#app/components/ui/Badge.tsx';
import { Button, ButtonLink } from '#app/components/ui/Button.tsx';
import { Field, Input } from '#app/components/ui/Field.tsx';
import { Table, tableCell } from '#app/components/ui/Table.tsx';
import { formText } from '#app/lib/auth/form-result.ts';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { productRefusal, requireCatalogueStaff } from '#app/lib/admin/products.server.ts';
import { PRODUCT_CSV_CLEARABLE, PRODUCT_CSV_COLUMNS, PRODUCT_CSV_LIMITS, PRODUCT_CSV_LIST_SEPARATOR, PRODUCT_CSV_MESSAGES } from '#domain/product-csv.ts';
import { HttpError } from '#server/http/errors.ts';
import type { Route } from './+types/admin.products.import';

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireCatalogueStaff(services, request);
  const id = Number(new URL(request.url).searchParams.get('id'));
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return { preview: null, gone: false };
  try {
    return { preview: await services.productCsv.preview(id), gone: false };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return { preview: null, gone: true };
    throw error;
  }
}

type Result = { ok: true; created: number; updated: number; unchanged: number } | { ok: false; message: string };

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireCatalogueStaff(services, request);
  const form = await request.formData();
  if (formText(form, 'intent') === 'apply') {
    try {
      const counts = await services.productCsv.apply(Number(formText(form, 'id')), actor);
      return { ok: true, ...counts } satisfies Result;
    } catch (error) {
      const refusal = productRefusal(error);
      // A 422 means the catalogue changed since the preview: the preview, checked again, lists why.
      const message = refusal.status === 422 ? PRODUCT_CSV_MESSAGES.changedSincePreview : refusal.message;
      return data<Result>({ ok: false, message }, { status: refusal.status });
    }
  }
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) return data<Result>({ ok: false, message: PRODUCT_CSV_MESSAGES.fileRequired }, { status: 422 });
  if (file.size > PRODUCT_CSV_LIMITS.bytes) return data<Result>({ ok: false, message: PRODUCT_CSV_MESSAGES.tooLarge }, { status: 413 });
  const preview = await services.productCsv.upload(await file.text(), file.name || null, actor);
  return redirect(`/admin/products/import?id=${preview.id}`);
}

// A refused Apply (the catalogue changed since the preview) must show the preview as it is now,
// with the mistakes that stopped it; by default a 4xx answer would leave the old preview up.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) => formMethod === 'POST' || defaultShouldRevalidate;

export const meta: Route.MetaFunction = () => adminMeta('Import products');

type Preview = NonNullable<Route.ComponentProps['loaderData']['preview']>;

/** Rows of changes shown at once; the counts above still cover the whole file. */
const SHOWN_ROWS = 500;

const show = (value: string | number | null) => (value === null || value === '' ? '—' : String(value));

export default function ImportProducts({ loaderData, actionData }: Route.ComponentProps) {
  const { preview, gone } = loaderData;
  const navigation = useNavigation();
  const busyWith = navigation.state === 'idle' ? null : navigation.formData?.get('intent');
  const applied = actionData?.ok ? actionData : null;

  return (
    <main className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">Import products</h1>
        <ButtonLink to="/admin/products" variant="neutral">
          Back to products
        </ButtonLink>
      </div>

      {applied ? (
        <div role="status" className="space-y-2 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
          <p className="font-semibold">
            Imported: {applied.created} created, {applied.updated} updated, {applied.unchanged} unchanged.
          </p>
          <p>
            New products are hidden from the shop unless the file gave their status.{' '}
            <Link to="/admin/products" className="font-semibold underline">
              See the products
            </Link>
          </p>
        </div>
      ) : null}
      <FormMessage message={actionData && !actionData.ok ? actionData.message : undefined} />
      <FormMessage message={gone ? PRODUCT_CSV_MESSAGES.importGone : undefined} />
      {preview && !applied ? <ImportPreview preview={preview} applying={busyWith === 'apply'} /> : null}

      <section className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6" aria-labelledby="upload-heading">
        <h2 id="upload-heading" className="text-lg font-semibold text-slate-900">
          {preview ? 'Check another file' : 'Check a file'}
        </h2>
        <div className="space-y-2 text-sm text-slate-700">
          <p>
            The first row names the columns; <span className="font-mono">sku</span> is required. Products are matched by SKU (capitals do not matter): a SKU the
            shop has is updated, a new one creates a product, hidden unless the file gives its status. Nothing changes until you apply the file, and then every
            row is written or none.
          </p>
          <p>
            Columns: <span className="break-words font-mono">{PRODUCT_CSV_COLUMNS.join(', ')}</span>. A column left out, or an empty cell, leaves that field as
            it is; an empty <span className="font-mono">{PRODUCT_CSV_CLEARABLE.join(', ')}</span> clears it. Category and brand are given by their slug; extra
            categories by their slugs separated by <span className="font-mono">{PRODUCT_CSV_LIST_SEPARATOR}</span> (such as{' '}
            <span className="font-mono">gaming{PRODUCT_CSV_LIST_SEPARATOR}creator-laptops</span>), the whole list each time. Up to{' '}
            {PRODUCT_CSV_LIMITS.rows.toLocaleString('en-US')} rows and {PRODUCT_CSV_LIMITS.bytes / 1024 / 1024} MB; an exported file is a good start.
          </p>
        </div>
        <Form method="post" encType="multipart/form-data" className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="sm:flex-1">
            <Field label="CSV file">{(control) => <Input {...control} type="file" name="file" accept=".csv,text/csv" required className="py-2.5" />}</Field>
          </div>
          <Button type="submit" name="intent" value="upload" loading={busyWith === 'upload'}>
            Check the file
          </Button>
        </Form>
      </section>
    </main>
  );
}

function ImportPreview({ preview, applying }: { preview: Preview; applying: boolean }) {
  const { summary } = preview;
  const clean = preview.errors.length === 0;
  return (
    <section className="space-y-4" aria-labelledby="preview-heading">
      <div className="space-y-1">
        <h2 id="preview-heading" className="text-lg font-semibold text-slate-900">
          {preview.file_name ?? 'Uploaded file'}
        </h2>
        <p className="text-sm text-slate-700" aria-live="polite">
          {summary.create} to create, {summary.update} to update, {summary.unchanged} unchanged
          {summary.rows_with_errors > 0 ? `; ${summary.rows_with_errors} ${summary.rows_with_errors === 1 ? 'row has' : 'rows have'} mistakes` : ''}.
        </p>
      </div>

      {preview.applied_at ? (
        <FormMessage tone="notice" message={PRODUCT_CSV_MESSAGES.alreadyApplied} />
      ) : clean ? (
        <Form method="post" className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-4">
          <input type="hidden" name="id" value={preview.id} />
          <p className="text-sm text-slate-700 sm:flex-1">The file has no mistakes. Applying it checks it once more against the catalogue as it is then.</p>
          <Button type="submit" name="intent" value="apply" loading={applying} disabled={summary.create + summary.update === 0}>
            Apply {summary.create + summary.update} {summary.create + summary.update === 1 ? 'change' : 'changes'}
          </Button>
        </Form>
      ) : (
        <>
          <FormMessage message={PRODUCT_CSV_MESSAGES.hasErrors(summary.rows_with_errors)} />
          <Table
            caption="Mistakes in the file"
            // Narrow enough to wrap on a phone: the message is what matters.
            minWidthClassName="min-w-[20rem]"
            head={['Row', 'Column', 'What to correct'].map((title) => (
              <th key={title} scope="col" className={tableCell.columnHeader}>
                {title}
              </th>
            ))}
          >
            {preview.errors.map((error) => (
              <tr key={`${error.row}-${error.column}-${error.message}`}>
                <th scope="row" className={`${tableCell.rowHeader} tabular-nums`}>
                  {error.row}
                </th>
                <td className={`${tableCell.data} font-mono`}>{error.column || '—'}</td>
                <td className={`${tableCell.data} text-rose-800`}>{error.message}</td>
              </tr>
            ))}
          </Table>
        </>
      )}

      {preview.rows.length > 0 ? (
        <Table
          caption="What the file changes"
          head={['Row', 'Product', 'Changes'].map((title) => (
            <th key={title} scope="col" className={tableCell.columnHeader}>
              {title}
            </th>
          ))}
          minWidthClassName="min-w-[20rem]"
        >
          {preview.rows.slice(0, SHOWN_ROWS).map((row) => (
            <tr key={row.row}>
              <th scope="row" className={`${tableCell.rowHeader} tabular-nums`}>
                {row.row}
              </th>
              <td className={tableCell.data}>
                <span className="block break-all font-mono">
                  {row.product_id ? (
                    <Link to={`/admin/products/${row.product_id}`} className="text-brand-700 hover:underline">
                      {row.sku}
                    </Link>
                  ) : (
                    row.sku
                  )}
                </span>
                <span className="mt-1 block">
                  <Badge tone={row.action === 'create' ? 'info' : 'progress'}>{row.action === 'create' ? 'Create' : 'Update'}</Badge>
                </span>
              </td>
              <td className={tableCell.data}>
                <ul className="space-y-0.5 break-words">
                  {row.changes.map((change) => (
                    <li key={change.column}>
                      <span className="font-mono text-xs text-slate-600">{change.column}</span>{' '}
                      {row.action === 'update' ? (
                        <>
                          <span className="text-slate-600 line-through">{show(change.before)}</span> → <span className="font-medium">{show(change.after)}</span>
                        </>
                      ) : (
                        <span className="font-medium">{show(change.after)}</span>
                      )}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </Table>
      ) : null}
      {preview.rows.length > SHOWN_ROWS ? (
        <p className="text-sm text-slate-700">
          The first {SHOWN_ROWS} of {preview.rows.length.toLocaleString('en-US')} rows that change are shown.
        </p>
      ) : null}
    </section>
  );
}

export { AccessDeniedBoundary as ErrorBoundary } from '#app/components/account/AccessDeniedBoundary.tsx';
