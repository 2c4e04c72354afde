import { useState } from 'react';
import { IntentDialog } from '#app/components/admin/IntentDialog.tsx';
import { CategoryIcon } from '#app/components/CategoryIcon.tsx';
import { Field, Input, Select, Tick } from '#app/components/ui/Field.tsx';
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
  const parentId = editing ? editing.parent_id : target.mode === 'create' ? target.parentId : null;
  const title = editing ? `Edit “${editing.name}”` : parentId === null ? 'Add a category' : 'Add a subcategory';
  return (
    <IntentDialog
      title={title}
      description={editing ? 'A new parent moves the category to the end of that parent’s list.' : 'It goes at the end of its parent’s list.'}
      intent={editing ? 'update' : 'create'}
      id={editing?.id ?? null}
      hidden={{ updated_at: editing?.updated_at }}
      check={(form) => checkForm(editing ? categoryPatchSchema : categoryCreateSchema, categoryFromForm(form))}
      result={result}
      busy={busy}
      submitLabel={editing ? 'Save' : 'Add'}
      onClose={onClose}
    >
      {(errors) => (
        <>
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
        </>
      )}
    </IntentDialog>
  );
}
