import { redirect } from 'react-router';
import { servicesContext } from '#app/context.ts';
import { ProductEditor } from '#app/components/admin/ProductEditor.tsx';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { emptyProductForm } from '#app/lib/admin/product-form.ts';
import { catalogueChoices, productFailure, refusedBody, requireCatalogueStaff } from '#app/lib/admin/products.server.ts';
import { productEditSchema } from '#domain/product-edit.ts';
import type { Route } from './+types/admin.products.new';

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireCatalogueStaff(services, request);
  return catalogueChoices(services);
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireCatalogueStaff(services, request);
  const body = (await request.json().catch(() => null)) as { edit?: unknown } | null;
  // The browser checked it already; this is the API's check, for a request that did not come from the form.
  const parsed = productEditSchema.safeParse(body?.edit);
  if (!parsed.success) return refusedBody(parsed.error.issues);
  try {
    const product = await services.adminProducts.create(parsed.data, actor);
    return redirect(`/admin/products/${product.id}`);
  } catch (error) {
    return productFailure(error);
  }
}

export const meta: Route.MetaFunction = () => adminMeta('New product');

export default function NewProduct({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main className="space-y-6">
      <h1 className="text-2xl font-semibold text-slate-900">New product</h1>
      <ProductEditor initial={emptyProductForm()} choices={loaderData} result={actionData} onReload={() => undefined} />
    </main>
  );
}

export { AccessDeniedBoundary as ErrorBoundary } from '#app/components/account/AccessDeniedBoundary.tsx';
