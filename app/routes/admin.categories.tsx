import { useEffect, useState } from 'react';
import { useNavigation, useSubmit } from 'react-router';
import { servicesContext } from '#app/context.ts';
import { FormMessage } from '#app/components/admin/AdminCard.tsx';
import { CategoryDialog, type CategoryDialogTarget } from '#app/components/admin/CategoryDialog.tsx';
import { CategoryTree } from '#app/components/admin/CategoryTree.tsx';
import { ConfirmDialog } from '#app/components/admin/ConfirmDialog.tsx';
import { Button } from '#app/components/ui/Button.tsx';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { requireCatalogueStaff } from '#app/lib/admin/products.server.ts';
import { categoryFromForm, checkForm, idFromForm, placeFromForm, type TaxonomyResult } from '#app/lib/admin/taxonomy-form.ts';
import { refusedForm, taxonomyRefusal } from '#app/lib/admin/taxonomy.server.ts';
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
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const id = idFromForm(form);
  const done = (notice: string): TaxonomyResult => ({ ok: true, notice, intent, id });
  try {
    if (intent === 'create') {
      const checked = checkForm(categoryCreateSchema, categoryFromForm(form));
      if (!checked.ok) return refusedForm(checked.errors, intent, id);
      const created = await categories.create(checked.data, actor);
      return done(`Category “${created.name}” added.`);
    }
    if (id === null) return refusedForm({ form: 'Choose a category.' }, intent, id);
    if (intent === 'update') {
      const updatedAt = String(form.get('updated_at') ?? '');
      const checked = checkForm(categoryPatchSchema, { ...categoryFromForm(form), ...(updatedAt ? { updated_at: updatedAt } : {}) });
      if (!checked.ok) return refusedForm(checked.errors, intent, id);
      const saved = await categories.update(id, checked.data, actor);
      return done(`Category “${saved.name}” saved.`);
    }
    if (intent === 'place') {
      const checked = checkForm(categoryPositionSchema, placeFromForm(form));
      if (!checked.ok) return refusedForm(checked.errors, intent, id);
      const placed = await categories.update(id, checked.data, actor);
      return done(`Category “${placed.name}” moved.`);
    }
    if (intent === 'delete') {
      await categories.remove(id, actor);
      return done('Category deleted.');
    }
    return refusedForm({ form: 'Nothing to do.' }, intent, id);
  } catch (error) {
    return taxonomyRefusal(error, intent, id);
  }
}

export const meta: Route.MetaFunction = () => adminMeta('Categories');

export default function AdminCategories({ loaderData, actionData }: Route.ComponentProps) {
  const { tree } = loaderData;
  const [dialog, setDialog] = useState<CategoryDialogTarget | null>(null);
  const [deleting, setDeleting] = useState<AdminCategoryNode | null>(null);
  const busy = useNavigation().state !== 'idle';
  const formResult = actionData && (actionData.intent === 'create' || actionData.intent === 'update') ? actionData : undefined;

  // A saved form closes its dialog; a refused one stays open with its messages.
  useEffect(() => {
    if (actionData?.ok && (actionData.intent === 'create' || actionData.intent === 'update')) setDialog(null);
  }, [actionData]);

  const pageMessage = actionData && !formResult ? actionData : formResult?.ok ? formResult : undefined;
  return (
    <main className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Categories</h1>
          <p className="mt-1 text-sm text-slate-600">Drag a category by its handle (or use its arrows) to change its place among its siblings.</p>
        </div>
        <Button onClick={() => setDialog({ mode: 'create', parentId: null })}>Add category</Button>
      </div>
      <FormMessage
        tone={pageMessage?.ok ? 'notice' : 'error'}
        message={pageMessage ? (pageMessage.ok ? pageMessage.notice : pageMessage.message) : undefined}
      />
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
      <DeleteCategory category={deleting} onDone={() => setDeleting(null)} />
    </main>
  );
}

function DeleteCategory({ category, onDone }: { category: AdminCategoryNode | null; onDone: () => void }) {
  const submit = useSubmit();
  return (
    <ConfirmDialog
      open={category !== null}
      title={category ? `Delete “${category.name}”?` : 'Delete category?'}
      confirmLabel="Delete"
      onConfirm={() => {
        if (category) void submit({ intent: 'delete', id: String(category.id) }, { method: 'post', preventScrollReset: true });
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
