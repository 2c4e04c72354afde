import { servicesContext } from '#app/context.ts';
import { BrandDialog } from '#app/components/admin/BrandDialog.tsx';
import { BrandLogoDialog } from '#app/components/admin/BrandLogoDialog.tsx';
import { ConfirmDialog } from '#app/components/admin/ConfirmDialog.tsx';
import { IntentNotice } from '#app/components/admin/IntentNotice.tsx';
import { MoveButtons } from '#app/components/admin/MoveButtons.tsx';
import { Badge } from '#app/components/ui/Badge.tsx';
import { Button } from '#app/components/ui/Button.tsx';
import { Table, tableCell } from '#app/components/ui/Table.tsx';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { requireCatalogueStaff } from '#app/lib/admin/products.server.ts';
import { intentAction } from '#app/lib/admin/intent-action.server.ts';
import { useIntentPage } from '#app/lib/admin/intent-page.ts';
import { brandFromForm, placeFromForm } from '#app/lib/admin/taxonomy-form.ts';
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
  return intentAction(request, {
    free: {
      create: async ({ form, check, done }) => done(`Brand “${(await brands.create(check(brandCreateSchema, brandFromForm(form)), actor)).name}” added.`),
    },
    choose: 'Choose a brand.',
    byId: {
      update: async ({ form, id, check, done }) => {
        const updatedAt = String(form.get('updated_at') ?? '');
        const edit = check(brandPatchSchema, { ...brandFromForm(form), ...(updatedAt ? { updated_at: updatedAt } : {}) });
        return done(`Brand “${(await brands.update(id, edit, actor)).name}” saved.`);
      },
      place: async ({ form, id, check, done }) => {
        const place = check(brandPatchSchema.pick({ position: true }).required(), { position: placeFromForm(form).position });
        return done(`Brand “${(await brands.update(id, place, actor)).name}” moved.`);
      },
      'remove-logo': async ({ id, done }) => {
        await brands.removeLogo(id, actor);
        return done(BRAND_MESSAGES.logoRemoved);
      },
      delete: async ({ id, done }) => {
        await brands.remove(id, actor);
        return done('Brand deleted.');
      },
    },
  });
}

export const meta: Route.MetaFunction = () => adminMeta('Brands');

type Open = { kind: 'edit'; brand: AdminBrand | null } | { kind: 'logo'; brand: AdminBrand } | { kind: 'delete'; brand: AdminBrand };

export default function AdminBrands({ loaderData, actionData }: Route.ComponentProps) {
  const { brands } = loaderData;
  const { open, setOpen, close, busy, formResult, pageMessage, post } = useIntentPage<Open>(actionData);
  return (
    <main className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Brands</h1>
          <p className="mt-1 text-sm text-slate-600">In the order the shop lists them; use the arrows to move one.</p>
        </div>
        <Button onClick={() => setOpen({ kind: 'edit', brand: null })}>Add brand</Button>
      </div>
      <IntentNotice result={pageMessage} />
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
                <MoveButtons label={brand.name} fields={{ intent: 'place', id: brand.id }} index={index} count={brands.length} busy={busy} />
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
          if (open?.kind === 'delete') post({ intent: 'delete', id: String(open.brand.id) });
          close();
        }}
        onCancel={close}
      >
        Only a brand no product names can be deleted. To keep it out of the shop for now, hide it instead.
      </ConfirmDialog>
    </main>
  );
}

export { AccessDeniedBoundary as ErrorBoundary } from '#app/components/account/AccessDeniedBoundary.tsx';
