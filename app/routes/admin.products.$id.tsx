import { data, Link, redirect, useNavigate } from 'react-router';
import { servicesContext } from '#app/context.ts';
import { ActivityTable } from '#app/components/admin/ActivityTable.tsx';
import { ProductEditor } from '#app/components/admin/ProductEditor.tsx';
import { Badge } from '#app/components/ui/Badge.tsx';
import { activityRows } from '#app/lib/admin/activity.server.ts';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { editFromProduct, formFromProduct, STATUS_LABELS } from '#app/lib/admin/product-form.ts';
import { catalogueChoices, productFailure, refusedBody, requireCatalogueStaff } from '#app/lib/admin/products.server.ts';
import { productPatchSchema } from '#domain/product-edit.ts';
import type { Route } from './+types/admin.products.$id';

/** The latest changes the product page lists; the activity page has the rest. */
const HISTORY_SHOWN = 10;

function productId(param: string): number {
  const id = Number(param);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw data('No product with this id.', { status: 404 });
  return id;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireCatalogueStaff(services, request);
  const id = productId(params.id);
  const [product, choices, history] = await Promise.all([
    services.adminProducts.get(id),
    catalogueChoices(services),
    // The page is the catalogue's, so whoever opens it reads the product's history.
    activityRows(services, { entity: 'product', entity_id: String(id), page: 1, per_page: HISTORY_SHOWN }, { everything: false, entities: ['product'] }),
  ]);
  if (!product) throw data('No product with this id.', { status: 404 });
  return { product, choices, history };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireCatalogueStaff(services, request);
  const id = productId(params.id);
  const body = (await request.json().catch(() => null)) as { intent?: unknown; patch?: unknown } | null;
  try {
    if (body?.intent === 'delete') {
      await services.adminProducts.remove(id, actor);
      return redirect('/admin/products');
    }
    // The browser checked it already; this is the API's check, for a request that did not come from the form.
    const parsed = productPatchSchema.safeParse(body?.patch);
    if (!parsed.success) return refusedBody(parsed.error.issues);
    await services.adminProducts.update(id, parsed.data, actor);
    return { ok: true as const, notice: 'Product saved.' };
  } catch (error) {
    return productFailure(error);
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData ? loaderData.product.name : 'Product');

export default function EditProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { product, choices, history } = loaderData;
  const navigate = useNavigate();
  return (
    <main className="space-y-6">
      <div>
        <Link to="/admin/products" className="text-sm text-brand-700 hover:underline">
          Products
        </Link>
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold text-slate-900">{product.name}</h1>
          <Badge tone={product.status === 'active' ? 'success' : product.status === 'hidden' ? 'warning' : 'neutral'}>{STATUS_LABELS[product.status]}</Badge>
        </div>
        {product.status === 'active' ? (
          <a href={`/product/${product.slug}`} className="mt-1 inline-block text-sm text-brand-700 hover:underline">
            View in the shop
          </a>
        ) : null}
      </div>
      {/* Keyed by version: after a save or a reload the form shows the product as stored now. */}
      <ProductEditor
        key={product.version}
        initial={formFromProduct(product)}
        existing={{ id: product.id, version: product.version, original: editFromProduct(product), ordered: product.ordered, reserved: product.stock.reserved }}
        choices={choices}
        extraCategories={product.extra_categories}
        result={actionData}
        // A fresh visit, not a revalidation: it also clears the refusal it answers.
        onReload={() => navigate(`/admin/products/${product.id}`, { replace: true })}
      />
      <section aria-labelledby="history-heading" className="space-y-3">
        <h2 id="history-heading" className="text-lg font-semibold text-slate-900">
          History
        </h2>
        {history.rows.length > 0 ? (
          <ActivityTable caption="Changes to this product" entries={history.rows} showRecord={false} />
        ) : (
          <p className="text-sm text-slate-700">No changes recorded yet.</p>
        )}
        {history.meta.total > history.rows.length ? (
          <Link to={`/admin/activity?entity=product&entity_id=${product.id}`} className="inline-block text-sm text-brand-700 hover:underline">
            All {history.meta.total} changes
          </Link>
        ) : null}
      </section>
    </main>
  );
}

export { AccessDeniedBoundary as ErrorBoundary } from '#app/components/account/AccessDeniedBoundary.tsx';
