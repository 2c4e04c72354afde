import { MoreHorizontal } from 'lucide-react';
import { useCallback, useState } from 'react';
import { data, Form, Link, redirect, useLocation, useNavigation, useSubmit } from 'react-router';
import { servicesContext } from '#app/context.ts';
import { FormMessage } from '#app/components/admin/AdminCard.tsx';
import { BulkPriceStockDialog, type BulkEditResult } from '#app/components/admin/BulkPriceStockDialog.tsx';
import { ConfirmDialog } from '#app/components/admin/ConfirmDialog.tsx';
import { Badge, type BadgeTone } from '#app/components/ui/Badge.tsx';
import { Button, ButtonLink } from '#app/components/ui/Button.tsx';
import { Field, Input, Select, Tick } from '#app/components/ui/Field.tsx';
import { Menu, MenuContent, MenuItem, MenuSeparator, MenuTrigger } from '#app/components/ui/Menu.tsx';
import { Pagination } from '#app/components/ui/Pagination.tsx';
import { Table, tableCell } from '#app/components/ui/Table.tsx';
import { formText } from '#app/lib/auth/form-result.ts';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { PRODUCT_STATUSES, STATUS_LABELS } from '#app/lib/admin/product-form.ts';
import { bulkEditFromForm } from '#app/lib/admin/bulk-edit.server.ts';
import { productListQuery } from '#app/lib/admin/product-list.server.ts';
import { catalogueChoices, productRefusal, requireCatalogueStaff } from '#app/lib/admin/products.server.ts';
import { formatTaka } from '#domain/money.ts';
import type { ProductStatus } from '#domain/product-edit.ts';
import type { Route } from './+types/admin.products._index';

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireCatalogueStaff(services, request);
  const query = productListQuery(new URL(request.url).searchParams);
  const [list, choices] = await Promise.all([services.adminProducts.list(query), catalogueChoices(services)]);
  return { query, ...list, ...choices };
}

type Result = BulkEditResult;

const STATUS_CHANGE_NOTICE: Record<ProductStatus, string> = {
  active: 'Product shown in the shop.',
  hidden: 'Product hidden from the shop.',
  archived: 'Product archived.',
};

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireCatalogueStaff(services, request);
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const id = Number(formText(form, 'id'));
  try {
    if (intent === 'bulk') {
      const parsed = bulkEditFromForm(formText(form, 'items'));
      if (!parsed.ok) return data<Result>({ ok: false, message: parsed.message, errors: parsed.errors }, { status: 422 });
      const saved = await services.productCsv.bulkEdit(parsed.edit, actor);
      return { ok: true, notice: saved.length === 1 ? 'Product saved.' : `${saved.length} products saved.` } satisfies Result;
    }
    if (intent === 'duplicate') {
      const copy = await services.adminProducts.duplicate(id, actor);
      throw redirect(`/admin/products/${copy.id}`);
    }
    if (intent === 'status') {
      const status = formText(form, 'status') as ProductStatus;
      if (!PRODUCT_STATUSES.includes(status)) return data<Result>({ ok: false, message: 'Choose active, hidden or archived.' }, { status: 422 });
      await services.adminProducts.update(id, { status, version: Number(formText(form, 'version')) }, actor);
      return { ok: true, notice: STATUS_CHANGE_NOTICE[status] } satisfies Result;
    }
    if (intent === 'delete') {
      await services.adminProducts.remove(id, actor);
      return { ok: true, notice: 'Product deleted.' } satisfies Result;
    }
    return data<Result>({ ok: false, message: 'Nothing to do.' }, { status: 400 });
  } catch (error) {
    if (error instanceof Response) throw error;
    const failure = productRefusal(error);
    return data<Result>({ ok: false, message: failure.message, errors: failure.errors }, { status: failure.status });
  }
}

export const meta: Route.MetaFunction = () => adminMeta('Products');

const STATUS_TONES: Record<ProductStatus, BadgeTone> = { active: 'success', hidden: 'warning', archived: 'neutral' };

const STOCK_FILTERS = [
  ['in', 'In stock'],
  ['low', 'Low stock'],
  ['out', 'Out of stock'],
] as const;

const SORTS = [
  ['updated_desc', 'Recently changed'],
  ['updated_asc', 'Least recently changed'],
  ['name_asc', 'Name, A to Z'],
  ['name_desc', 'Name, Z to A'],
  ['price_asc', 'Price, low to high'],
  ['price_desc', 'Price, high to low'],
  ['stock_asc', 'Stock, least first'],
  ['stock_desc', 'Stock, most first'],
] as const;

type Row = Route.ComponentProps['loaderData']['data'][number];

export default function AdminProducts({ loaderData, actionData }: Route.ComponentProps) {
  const { query, data: rows, meta, categories, brands } = loaderData;
  const busy = useNavigation().state !== 'idle';
  const submit = useSubmit();
  const location = useLocation();
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [bulkOpen, setBulkOpen] = useState(false);
  const [bulkNotice, setBulkNotice] = useState<string | undefined>(undefined);
  const chosen = rows.filter((row) => selected.has(row.id));
  const allChosen = rows.length > 0 && chosen.length === rows.length;
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const bulkSaved = useCallback((notice: string) => {
    setBulkOpen(false);
    setSelected(new Set());
    setBulkNotice(notice);
  }, []);
  const act = (row: Row, fields: Record<string, string>) => submit({ id: String(row.id), version: String(row.version), ...fields }, { method: 'post' });
  const filtered = PRODUCT_LIST_FILTERS.some((key) => query[key] !== undefined);
  const count = meta.total_is_exact ? `${meta.total.toLocaleString('en-US')}` : `More than ${meta.total.toLocaleString('en-US')}`;

  return (
    <main className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">Products</h1>
        <div className="flex flex-wrap gap-2">
          {/* A download from the API, with the list's filters: a document load, not a page of the app. */}
          <ButtonLink to={`/api/admin/products/export.csv${exportSearch(query)}`} reloadDocument variant="neutral">
            Export CSV
          </ButtonLink>
          <ButtonLink to="/admin/products/import" variant="neutral">
            Import CSV
          </ButtonLink>
          <ButtonLink to="/admin/products/new">New product</ButtonLink>
        </div>
      </div>

      {/* A GET form: the filters live in the URL, so back, forward and a shared link show the same list. */}
      <Form
        // Keyed by the query, so back and forward show the filters of the list they show.
        key={location.search}
        method="get"
        className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
        aria-label="Filter products"
        onSubmit={(event) => {
          // Without script the browser sends every field; with it, the URL keeps only the filters in use.
          event.preventDefault();
          submit(filterParams(new FormData(event.currentTarget)), { method: 'get' });
        }}
      >
        <div className="sm:col-span-2">
          <Field label="Search" hint="Any part of the name or SKU">
            {(control) => <Input {...control} type="search" name="q" defaultValue={query.q ?? ''} autoComplete="off" />}
          </Field>
        </div>
        <Field label="Category">
          {(control) => (
            <Select {...control} name="category" defaultValue={query.category ?? ''}>
              <option value="">All categories</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Brand">
          {(control) => (
            <Select {...control} name="brand" defaultValue={query.brand ?? ''}>
              <option value="">All brands</option>
              {brands.map((brand) => (
                <option key={brand.id} value={brand.id}>
                  {brand.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Status">
          {(control) => (
            <Select {...control} name="status" defaultValue={query.status ?? ''}>
              <option value="">Any status</option>
              {PRODUCT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Stock">
          {(control) => (
            <Select {...control} name="stock" defaultValue={query.stock ?? ''}>
              <option value="">Any stock</option>
              {STOCK_FILTERS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field label="Min price ৳">
            {(control) => <Input {...control} name="price_min" inputMode="numeric" pattern="[0-9]*" defaultValue={query.price_min ?? ''} />}
          </Field>
          <Field label="Max price ৳">
            {(control) => <Input {...control} name="price_max" inputMode="numeric" pattern="[0-9]*" defaultValue={query.price_max ?? ''} />}
          </Field>
        </div>
        <Field label="Sort">
          {(control) => (
            <Select {...control} name="sort" defaultValue={query.sort}>
              {SORTS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-4">
          <Button type="submit" loading={busy}>
            Apply
          </Button>
          {filtered ? (
            <ButtonLink to="/admin/products" variant="neutral">
              Clear filters
            </ButtonLink>
          ) : null}
        </div>
      </Form>

      <FormMessage tone="notice" message={actionData?.ok ? actionData.notice : bulkNotice} />
      <FormMessage message={actionData && !actionData.ok ? actionData.message : undefined} />

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700" aria-live="polite">
          {meta.total === 0 ? 'No products match.' : `${count} ${meta.total === 1 && meta.total_is_exact ? 'product' : 'products'}`}
          {chosen.length > 0 ? `, ${chosen.length} selected` : ''}
        </p>
        {rows.length > 0 ? (
          <Button
            variant="neutral"
            size="sm"
            disabled={chosen.length === 0 || busy}
            onClick={() => {
              setBulkNotice(undefined);
              setBulkOpen(true);
            }}
          >
            Edit price and stock{chosen.length > 0 ? ` (${chosen.length})` : ''}
          </Button>
        ) : null}
      </div>

      {rows.length > 0 ? (
        <Table
          caption="Products"
          head={[
            <th key="select" scope="col" className={`${tableCell.columnHeader} w-10`}>
              <Tick
                aria-label={allChosen ? 'Unselect every product on this page' : 'Select every product on this page'}
                checked={allChosen}
                onChange={(event) => setSelected(event.target.checked ? new Set(rows.map((row) => row.id)) : new Set())}
              />
            </th>,
            ...['', 'Product', 'Category', 'Brand', 'Status', 'Stock', 'Price', 'Actions'].map((title, index) => (
              <th key={title || index} scope="col" className={tableCell.columnHeader}>
                {title ? title : <span className="sr-only">Picture</span>}
              </th>
            )),
          ]}
          minWidthClassName="min-w-[60rem]"
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={`${tableCell.data} w-10`}>
                <Tick aria-label={`Select ${row.name}`} checked={selected.has(row.id)} onChange={(event) => toggle(row.id, event.target.checked)} />
              </td>
              <td className={`${tableCell.data} w-20`}>
                {row.image_url ? (
                  <img
                    src={row.image_url}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    // max-w-none: the table would otherwise squeeze the picture to a sliver beside a long name.
                    className="size-12 max-w-none rounded-md border border-slate-200 bg-white object-contain"
                  />
                ) : (
                  <span className="block size-12 rounded-md border border-dashed border-slate-300 bg-slate-50" />
                )}
              </td>
              <th scope="row" className={tableCell.rowHeader}>
                <Link to={`/admin/products/${row.id}`} className="text-brand-700 hover:underline">
                  {row.name}
                </Link>
                <span className="mt-0.5 block font-mono text-xs font-normal text-slate-600">{row.sku}</span>
              </th>
              <td className={tableCell.data}>{row.category?.name ?? '—'}</td>
              <td className={tableCell.data}>{row.brand?.name ?? '—'}</td>
              <td className={tableCell.data}>
                <Badge tone={STATUS_TONES[row.status]}>{STATUS_LABELS[row.status]}</Badge>
              </td>
              <td className={`${tableCell.data} tabular-nums`}>
                {row.stock.available}
                {row.stock.reserved > 0 ? <span className="block text-xs text-slate-600">{row.stock.reserved} held</span> : null}
              </td>
              <td className={`${tableCell.data} tabular-nums`}>
                {formatTaka(row.price)}
                {row.sale_price !== null && row.sale_price < row.retail_price ? (
                  <span className="block text-xs text-slate-600 line-through">{formatTaka(row.retail_price)}</span>
                ) : null}
              </td>
              <td className={tableCell.data}>
                <Menu>
                  <MenuTrigger asChild>
                    <Button variant="neutral" size="sm" aria-label={`Actions for ${row.name}`} disabled={busy}>
                      <MoreHorizontal aria-hidden="true" className="size-4" />
                      Actions
                    </Button>
                  </MenuTrigger>
                  <MenuContent align="end">
                    <MenuItem asChild>
                      <Link to={`/admin/products/${row.id}`}>Edit</Link>
                    </MenuItem>
                    <MenuItem onSelect={() => act(row, { intent: 'duplicate' })}>Duplicate</MenuItem>
                    {row.status === 'active' ? (
                      <MenuItem onSelect={() => act(row, { intent: 'status', status: 'hidden' })}>Hide from the shop</MenuItem>
                    ) : (
                      <MenuItem onSelect={() => act(row, { intent: 'status', status: 'active' })}>Show in the shop</MenuItem>
                    )}
                    {row.status !== 'archived' ? <MenuItem onSelect={() => act(row, { intent: 'status', status: 'archived' })}>Archive</MenuItem> : null}
                    <MenuSeparator />
                    <MenuItem onSelect={() => setDeleting(row)}>Delete…</MenuItem>
                  </MenuContent>
                </Menu>
              </td>
            </tr>
          ))}
        </Table>
      ) : null}

      <Pagination page={meta.current_page} lastPage={meta.last_page} />

      <BulkPriceStockDialog rows={chosen} open={bulkOpen} onClose={() => setBulkOpen(false)} onSaved={bulkSaved} />

      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? 'this product'}?`}
        confirmLabel="Delete"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) act(deleting, { intent: 'delete' });
          setDeleting(null);
        }}
      >
        This cannot be undone. A product that is on orders cannot be deleted; archive it instead.
      </ConfirmDialog>
    </main>
  );
}

/** The filter form's fields that are set, and the sort unless it is the default: a short URL to share. */
function filterParams(form: FormData): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of form) {
    if (typeof value !== 'string' || value.trim() === '' || (key === 'sort' && value === DEFAULT_SORT)) continue;
    params.set(key, value.trim());
  }
  return params;
}

const DEFAULT_SORT = 'updated_desc';

/** The list's filters as the export takes them (the ones the list applied): it writes everything they select, so sort and page are left out. */
function exportSearch(query: Partial<Record<(typeof PRODUCT_LIST_FILTERS)[number], string | number>>): string {
  const params = new URLSearchParams();
  for (const key of PRODUCT_LIST_FILTERS) {
    const value = query[key];
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The parameters that narrow the list (sort and page do not), for showing "Clear filters". */
const PRODUCT_LIST_FILTERS = ['q', 'category', 'brand', 'status', 'stock', 'price_min', 'price_max'] as const;

export { AccessDeniedBoundary as ErrorBoundary } from '#app/components/account/AccessDeniedBoundary.tsx';
