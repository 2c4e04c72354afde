import { type FormEvent, useState } from 'react';
import { Form } from 'react-router';
import { FormMessage } from '#app/components/admin/AdminCard.tsx';
import { CategoryIcon } from '#app/components/CategoryIcon.tsx';
import { Button } from '#app/components/ui/Button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#app/components/ui/Dialog.tsx';
import { Field, Input, Select, Tick } from '#app/components/ui/Field.tsx';
import type { FieldErrors } from '#app/lib/admin/product-form.ts';
import { categoryFromForm, checkForm, type TaxonomyResult } from '#app/lib/admin/taxonomy-form.ts';
import { categoryCreateSchema, categoryPatchSchema } from '#domain/category-edit.ts';
import { CATEGORY_ICONS, categoryIconLabel } from '#domain/category-icons.ts';
import type { AdminCategoryNode } from '#server/modules/admin-taxonomy/categories.ts';

export type CategoryDialogTarget = { mode: 'create'; parentId: number | null } | { mode: 'edit'; category: AdminCategoryNode };

interface CategoryDialogProps {
  target: CategoryDialogTarget;
  tree: AdminCategoryNode[];
  /** The action's answer to this page's last category form. */
  result: TaxonomyResult | undefined;
  busy: boolean;
  onClose: () => void;
}

/** Every category but `excluded` and those below it, indented under their parents: the places a category can move to. */
function parentChoices(tree: AdminCategoryNode[], excluded: number | null) {
  const choices: { id: number; label: string }[] = [];
  const walk = (nodes: AdminCategoryNode[], depth: number) => {
    for (const node of nodes) {
      if (node.id === excluded) continue;
      choices.push({ id: node.id, label: `${'— '.repeat(depth)}${node.name}` });
      walk(node.children, depth + 1);
    }
  };
  walk(tree, 0);
  return choices;
}

/** Adds a category or changes one: name, slug, icon, parent (a move), shown or hidden, featured. */
export function CategoryDialog({ target, tree, result, busy, onClose }: CategoryDialogProps) {
  const editing = target.mode === 'edit' ? target.category : null;
  const [icon, setIcon] = useState<string>(editing?.icon ?? '');
  const [checked, setChecked] = useState<FieldErrors>({});
  const mine = result && !result.ok && (editing ? result.intent === 'update' && result.id === editing.id : result.intent === 'create') ? result : undefined;
  // The browser's check first; once it passes, what the server said about the last send.
  const errors: FieldErrors = Object.keys(checked).length > 0 ? checked : (mine?.errors ?? {});
  const unplaced = mine && Object.keys(mine.errors).length === 0 ? mine.message : (errors.form ?? errors.updated_at);

  function check(event: FormEvent<HTMLFormElement>) {
    const values = categoryFromForm(new FormData(event.currentTarget));
    const outcome = editing ? checkForm(categoryPatchSchema, values) : checkForm(categoryCreateSchema, values);
    if (outcome.ok) setChecked({});
    else {
      event.preventDefault();
      setChecked(outcome.errors);
    }
  }

  const parentId = editing ? editing.parent_id : target.mode === 'create' ? target.parentId : null;
  const title = editing ? `Edit “${editing.name}”` : parentId === null ? 'Add a category' : 'Add a subcategory';
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent layout="modal" className="sm:max-w-lg">
        <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-600">
          {editing ? 'A new parent moves the category to the end of that parent’s list.' : 'It goes at the end of its parent’s list.'}
        </DialogDescription>
        <Form method="post" preventScrollReset noValidate onSubmit={check} className="mt-4 space-y-4">
          <input type="hidden" name="intent" value={editing ? 'update' : 'create'} />
          {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
          {editing ? <input type="hidden" name="updated_at" value={editing.updated_at} /> : null}
          <FormMessage message={unplaced} />
          <Field label="Name" error={errors.name}>
            {(control) => <Input {...control} name="name" defaultValue={editing?.name} autoComplete="off" required />}
          </Field>
          <Field label="Slug" optional="(optional)" hint="The category’s address in the shop. Leave it empty to make it from the name." error={errors.slug}>
            {(control) => <Input {...control} name="slug" defaultValue={editing?.slug} autoComplete="off" />}
          </Field>
          <Field label="Icon" error={errors.icon}>
            {(control) => (
              <div className="flex items-center gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-md border border-slate-200 text-slate-700">
                  <CategoryIcon icon={icon || null} className="size-6" />
                </span>
                <Select {...control} name="icon" value={icon} onChange={(event) => setIcon(event.target.value)}>
                  <option value="">None (a grid)</option>
                  {CATEGORY_ICONS.map((name) => (
                    <option key={name} value={name}>
                      {categoryIconLabel(name)}
                    </option>
                  ))}
                </Select>
              </div>
            )}
          </Field>
          <Field label="Parent" error={errors.parent_id}>
            {(control) => (
              <Select {...control} name="parent_id" defaultValue={parentId ?? ''}>
                <option value="">None (top level)</option>
                {parentChoices(tree, editing?.id ?? null).map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {choice.label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <fieldset className="space-y-2">
            <legend className="sr-only">Visibility</legend>
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <Tick name="active" defaultChecked={editing?.active ?? true} />
              Shown in the shop
            </label>
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <Tick name="is_featured" defaultChecked={editing?.is_featured ?? false} />
              Featured on the home page
            </label>
          </fieldset>
          <div className="flex justify-end gap-2 pt-2">
            <Button variant="neutral" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {editing ? 'Save' : 'Add'}
            </Button>
          </div>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
