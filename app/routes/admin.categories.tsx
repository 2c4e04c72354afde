import { useState } from 'react';
import { servicesContext } from '#app/context.ts';
import { CategoryDialog, type CategoryDialogTarget } from '#app/components/admin/CategoryDialog.tsx';
import { CategoryTree } from '#app/components/admin/CategoryTree.tsx';
import { ConfirmDialog } from '#app/components/admin/ConfirmDialog.tsx';
import { IntentNotice } from '#app/components/admin/IntentNotice.tsx';
import { Button } from '#app/components/ui/Button.tsx';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { requireCatalogueStaff } from '#app/lib/admin/products.server.ts';
import { intentAction } from '#app/lib/admin/intent-action.server.ts';
import { useIntentPage } from '#app/lib/admin/intent-page.ts';
import { categoryFromForm, placeFromForm } from '#app/lib/admin/taxonomy-form.ts';
import { categoryCreateSchema, categoryPatchSchema, categoryPositionSchema } from '#domain/category-edit.ts';
import type { AdminCategoryNode } from '#server/modules/admin-taxonomy/categories.ts';
import type { Route } from './+types/admin.categories';

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireCatalogueStaff(services, request);
  return { tree: await services.adminCategories.tree() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireCatalogueStaff(services, request);
  const categories = services.adminCategories;
  return intentAction(request, {
    free: {
      create: async ({ form, check, done }) =>
        done(`Category “${(await categories.create(check(categoryCreateSchema, categoryFromForm(form)), actor)).name}” added.`),
    },
    choose: 'Choose a category.',
    byId: {
      update: async ({ form, id, check, done }) => {
        const updatedAt = String(form.get('updated_at') ?? '');
        const edit = check(categoryPatchSchema, { ...categoryFromForm(form), ...(updatedAt ? { updated_at: updatedAt } : {}) });
        return done(`Category “${(await categories.update(id, edit, actor)).name}” saved.`);
      },
      place: async ({ form, id, check, done }) =>
        done(`Category “${(await categories.update(id, check(categoryPositionSchema, placeFromForm(form)), actor)).name}” moved.`),
      delete: async ({ id, done }) => {
        await categories.remove(id, actor);
        return done('Category deleted.');
      },
    },
  });
}

export const meta: Route.MetaFunction = () => adminMeta('Categories');

export default function AdminCategories({ loaderData, actionData }: Route.ComponentProps) {
  const { tree } = loaderData;
  const { open: dialog, setOpen: setDialog, busy, formResult, pageMessage, post } = useIntentPage<CategoryDialogTarget>(actionData);
  const [deleting, setDeleting] = useState<AdminCategoryNode | null>(null);
  return (
    <main className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Categories</h1>
          <p className="mt-1 text-sm text-slate-600">Drag a category by its handle (or use its arrows) to change its place among its siblings.</p>
        </div>
        <Button onClick={() => setDialog({ mode: 'create', parentId: null })}>Add category</Button>
      </div>
      <IntentNotice result={pageMessage} />
      <CategoryTree
        tree={tree}
        busy={busy}
        onAddChild={(parent) => setDialog({ mode: 'create', parentId: parent.id })}
        onEdit={(category) => setDialog({ mode: 'edit', category })}
        onDelete={setDeleting}
      />
      {dialog ? (
        <CategoryDialog
          key={dialog.mode === 'edit' ? `edit-${dialog.category.id}-${dialog.category.updated_at}` : `create-${dialog.parentId}`}
          target={dialog}
          tree={tree}
          result={formResult}
          busy={busy}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <DeleteCategory category={deleting} onDelete={(category) => post({ intent: 'delete', id: String(category.id) })} onDone={() => setDeleting(null)} />
    </main>
  );
}

function DeleteCategory({
  category,
  onDelete,
  onDone,
}: {
  category: AdminCategoryNode | null;
  onDelete: (category: AdminCategoryNode) => void;
  onDone: () => void;
}) {
  return (
    <ConfirmDialog
      open={category !== null}
      title={category ? `Delete “${category.name}”?` : 'Delete category?'}
      confirmLabel="Delete"
      onConfirm={() => {
        if (category) onDelete(category);
        onDone();
      }}
      onCancel={onDone}
    >
      Only a category with no products and no subcategories can be deleted; a home-page banner that shows it goes with it. To keep it out of the shop for now,
      hide it instead.
    </ConfirmDialog>
  );
}

export { AccessDeniedBoundary as ErrorBoundary } from '#app/components/account/AccessDeniedBoundary.tsx';
