import { ArrowDown, ArrowUp } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Form, useNavigation, useSubmit } from 'react-router';
import { servicesContext } from '#app/context.ts';
import { FormMessage } from '#app/components/admin/AdminCard.tsx';
import { BrandDialog } from '#app/components/admin/BrandDialog.tsx';
import { BrandLogoDialog } from '#app/components/admin/BrandLogoDialog.tsx';
import { ConfirmDialog } from '#app/components/admin/ConfirmDialog.tsx';
import { Badge } from '#app/components/ui/Badge.tsx';
import { Button } from '#app/components/ui/Button.tsx';
import { Table, tableCell } from '#app/components/ui/Table.tsx';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { requireCatalogueStaff } from '#app/lib/admin/products.server.ts';
import { brandFromForm, checkForm, idFromForm, placeFromForm, type TaxonomyResult } from '#app/lib/admin/taxonomy-form.ts';
import { refusedForm, taxonomyRefusal } from '#app/lib/admin/taxonomy.server.ts';
import { BRAND_MESSAGES, brandCreateSchema, brandPatchSchema } from '#domain/brand-edit.ts';
import type { AdminBrand } from '#server/modules/admin-taxonomy/brands.ts';
import type { Route } from './+types/admin.brands';

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireCatalogueStaff(services, request);
  return { brands: await services.adminBrands.list() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireCatalogueStaff(services, request);
  const brands = services.adminBrands;
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const id = idFromForm(form);
  const done = (notice: string): TaxonomyResult => ({ ok: true, notice, intent, id });
  try {
    if (intent === 'create') {
      const checked = checkForm(brandCreateSchema, brandFromForm(form));
      if (!checked.ok) return refusedForm(checked.errors, intent, id);
      const created = await brands.create(checked.data, actor);
      return done(`Brand “${created.name}” added.`);
    }
    if (id === null) return refusedForm({ form: 'Choose a brand.' }, intent, id);
    if (intent === 'update') {
      const updatedAt = String(form.get('updated_at') ?? '');
      const checked = checkForm(brandPatchSchema, { ...brandFromForm(form), ...(updatedAt ? { updated_at: updatedAt } : {}) });
      if (!checked.ok) return refusedForm(checked.errors, intent, id);
      const saved = await brands.update(id, checked.data, actor);
      return done(`Brand “${saved.name}” saved.`);
    }
    if (intent === 'place') {
      const checked = checkForm(brandPatchSchema.pick({ position: true }).required(), { position: placeFromForm(form).position });
      if (!checked.ok) return refusedForm(checked.errors, intent, id);
      const placed = await brands.update(id, checked.data, actor);
      return done(`Brand “${placed.name}” moved.`);
    }
    if (intent === 'remove-logo') {
      await brands.removeLogo(id, actor);
      return done(BRAND_MESSAGES.logoRemoved);
    }
    if (intent === 'delete') {
      await brands.remove(id, actor);
      return done('Brand deleted.');
    }
    return refusedForm({ form: 'Nothing to do.' }, intent, id);
  } catch (error) {
    return taxonomyRefusal(error, intent, id);
  }
}

export const meta: Route.MetaFunction = () => adminMeta('Brands');

type Open = { kind: 'edit'; brand: AdminBrand | null } | { kind: 'logo'; brand: AdminBrand } | { kind: 'delete'; brand: AdminBrand };

export default function AdminBrands({ loaderData, actionData }: Route.ComponentProps) {
  const { brands } = loaderData;
  const [open, setOpen] = useState<Open | null>(null);
  const busy = useNavigation().state !== 'idle';
  const submit = useSubmit();
  const formResult = actionData && (actionData.intent === 'create' || actionData.intent === 'update') ? actionData : undefined;

  useEffect(() => {
    if (actionData?.ok && (actionData.intent === 'create' || actionData.intent === 'update')) setOpen(null);
  }, [actionData]);

  const pageMessage = actionData && !formResult ? actionData : formResult?.ok ? formResult : undefined;
  const close = () => setOpen(null);
  return (
    <main className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Brands</h1>
          <p className="mt-1 text-sm text-slate-600">In the order the shop lists them; use the arrows to move one.</p>
        </div>
        <Button onClick={() => setOpen({ kind: 'edit', brand: null })}>Add brand</Button>
      </div>
      <FormMessage
        tone={pageMessage?.ok ? 'notice' : 'error'}
        message={pageMessage ? (pageMessage.ok ? pageMessage.notice : pageMessage.message) : undefined}
      />
      <Table
        caption="Brands"
        minWidthClassName="min-w-[44rem]"
        head={['Logo', 'Brand', 'Products', 'Status', 'Order', 'Actions'].map((title) => (
          <th key={title} scope="col" className={tableCell.columnHeader}>
            {title}
          </th>
        ))}
      >
        {brands.map((brand, index) => (
          <tr key={brand.id}>
            <td className={tableCell.data}>
              {brand.logo_url ? (
                <img src={brand.logo_url} alt="" className="h-10 w-20 rounded border border-slate-200 bg-white object-contain p-0.5" loading="lazy" />
              ) : (
                <span className="whitespace-nowrap text-xs text-slate-600">No logo</span>
              )}
            </td>
            <th scope="row" className={tableCell.rowHeader}>
              {brand.name}
              <span className="block text-xs font-normal text-slate-600">/{brand.slug}</span>
            </th>
            <td className={tableCell.data}>{brand.product_count}</td>
            <td className={tableCell.data}>
              <span className="flex flex-wrap gap-1">
                {brand.active ? <Badge tone="success">Shown</Badge> : <Badge tone="warning">Hidden</Badge>}
                {brand.is_featured ? <Badge tone="info">Featured</Badge> : null}
              </span>
            </td>
            <td className={tableCell.data}>
              <span className="flex gap-1">
                <StepButton brand={brand} position={index - 1} disabled={index === 0 || busy} label={`Move ${brand.name} up`}>
                  <ArrowUp aria-hidden="true" className="size-4" />
                </StepButton>
                <StepButton brand={brand} position={index + 1} disabled={index === brands.length - 1 || busy} label={`Move ${brand.name} down`}>
                  <ArrowDown aria-hidden="true" className="size-4" />
                </StepButton>
              </span>
            </td>
            <td className={tableCell.data}>
              <span className="flex gap-1">
                <Button variant="ghost" size="sm" onClick={() => setOpen({ kind: 'edit', brand })} aria-label={`Edit ${brand.name}`}>
                  Edit
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setOpen({ kind: 'logo', brand })} aria-label={`Logo of ${brand.name}`}>
                  Logo
                </Button>
                <Button variant="quiet" size="sm" onClick={() => setOpen({ kind: 'delete', brand })} aria-label={`Delete ${brand.name}`}>
                  Delete
                </Button>
              </span>
            </td>
          </tr>
        ))}
      </Table>
      {open?.kind === 'edit' ? (
        <BrandDialog
          key={open.brand ? `${open.brand.id}-${open.brand.updated_at}` : 'new'}
          brand={open.brand}
          result={formResult}
          busy={busy}
          onClose={close}
        />
      ) : null}
      {open?.kind === 'logo' ? <BrandLogoDialog brand={open.brand} onClose={close} /> : null}
      <ConfirmDialog
        open={open?.kind === 'delete'}
        title={open?.kind === 'delete' ? `Delete “${open.brand.name}”?` : 'Delete brand?'}
        confirmLabel="Delete"
        onConfirm={() => {
          if (open?.kind === 'delete') void submit({ intent: 'delete', id: String(open.brand.id) }, { method: 'post', preventScrollReset: true });
          close();
        }}
        onCancel={close}
      >
        Only a brand no product names can be deleted. To keep it out of the shop for now, hide it instead.
      </ConfirmDialog>
    </main>
  );
}

function StepButton({
  brand,
  position,
  disabled,
  label,
  children,
}: {
  brand: AdminBrand;
  position: number;
  disabled: boolean;
  label: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="place" />
      <input type="hidden" name="id" value={brand.id} />
      <input type="hidden" name="position" value={position} />
      <Button type="submit" variant="quiet" size="icon" disabled={disabled} aria-label={label}>
        {children}
      </Button>
    </Form>
  );
}

export { AccessDeniedBoundary as ErrorBoundary } from '#app/components/account/AccessDeniedBoundary.tsx';
