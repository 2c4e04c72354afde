import { type FormEvent, useState } from 'react';
import { Form } from 'react-router';
import { FormMessage } from '#app/components/admin/AdminCard.tsx';
import { Button } from '#app/components/ui/Button.tsx';
import { Dialog, DialogContent, DialogTitle } from '#app/components/ui/Dialog.tsx';
import { Field, Input, Select, Tick } from '#app/components/ui/Field.tsx';
import { type NavigationKind, navigationFromForm } from '#app/lib/admin/navigation-form.ts';
import type { FieldErrors } from '#app/lib/admin/product-form.ts';
import { checkForm, type TaxonomyResult } from '#app/lib/admin/taxonomy-form.ts';
import {
  footerLinkCreateSchema,
  footerLinkPatchSchema,
  footerSectionCreateSchema,
  footerSectionPatchSchema,
  menuItemCreateSchema,
  menuItemPatchSchema,
} from '#domain/navigation-edit.ts';

const SCHEMAS = {
  item: { create: menuItemCreateSchema, update: menuItemPatchSchema },
  section: { create: footerSectionCreateSchema, update: footerSectionPatchSchema },
  link: { create: footerLinkCreateSchema, update: footerLinkPatchSchema },
} as const;

const NOUNS: Record<NavigationKind, string> = { item: 'menu item', section: 'footer section', link: 'footer link' };

/** What the dialog edits: every kind's fields, those a kind lacks left out. */
export interface NavigationRecord {
  id: number;
  name?: string;
  title?: string;
  url?: string;
  parent_id?: number | null;
  category_id?: number | null;
  open_in_new_tab?: boolean;
  active?: boolean;
}

interface NavigationDialogProps {
  kind: NavigationKind;
  /** The record to change, or null to add one. */
  record: NavigationRecord | null;
  /** A new footer link's section. */
  sectionId?: number;
  parents: { id: number; name: string }[];
  categories: { id: number; name: string }[];
  result: TaxonomyResult | undefined;
  busy: boolean;
  onClose: () => void;
}

/** Adds or changes a header menu item, a footer section or a footer link. */
export function NavigationDialog({ kind, record, sectionId, parents, categories, result, busy, onClose }: NavigationDialogProps) {
  const [checked, setChecked] = useState<FieldErrors>({});
  const intent = `${record ? 'update' : 'create'}-${kind}`;
  const mine = result && !result.ok && result.intent === intent && result.id === (record?.id ?? sectionId ?? null) ? result : undefined;
  const errors: FieldErrors = Object.keys(checked).length > 0 ? checked : (mine?.errors ?? {});
  const unplaced = mine && Object.keys(mine.errors).length === 0 ? mine.message : errors.form;

  function check(event: FormEvent<HTMLFormElement>) {
    const outcome = checkForm(SCHEMAS[kind][record ? 'update' : 'create'], navigationFromForm(kind, new FormData(event.currentTarget)));
    if (outcome.ok) setChecked({});
    else {
      event.preventDefault();
      setChecked(outcome.errors);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent layout="modal" className="sm:max-w-lg" aria-describedby={undefined}>
        <DialogTitle className="text-lg font-semibold text-slate-900">{record ? `Edit “${record.name ?? record.title}”` : `Add a ${NOUNS[kind]}`}</DialogTitle>
        <Form method="post" preventScrollReset noValidate onSubmit={check} className="mt-4 space-y-4">
          <input type="hidden" name="intent" value={intent} />
          {record || sectionId ? <input type="hidden" name="id" value={record?.id ?? sectionId} /> : null}
          <FormMessage message={unplaced} />
          {kind === 'section' ? (
            <Field label="Title" error={errors.title}>
              {(control) => <Input {...control} name="title" defaultValue={record?.title} autoComplete="off" required />}
            </Field>
          ) : (
            <>
              <Field label="Name" error={errors.name}>
                {(control) => <Input {...control} name="name" defaultValue={record?.name} autoComplete="off" required />}
              </Field>
              <Field label="Link" hint="A page of this shop, like /shop/laptops, or an address starting with https://." error={errors.url}>
                {(control) => <Input {...control} name="url" defaultValue={record?.url} autoComplete="off" required />}
              </Field>
            </>
          )}
          {kind === 'item' ? (
            <>
              <Field label="Under" error={errors.parent_id}>
                {(control) => (
                  <Select {...control} name="parent_id" defaultValue={record?.parent_id ?? ''}>
                    <option value="">Nothing: a top-level item</option>
                    {parents
                      .filter((parent) => parent.id !== record?.id)
                      .map((parent) => (
                        <option key={parent.id} value={parent.id}>
                          {parent.name}
                        </option>
                      ))}
                  </Select>
                )}
              </Field>
              <Field label="Category" optional="(optional)" hint="The category this item stands for." error={errors.category_id}>
                {(control) => (
                  <Select {...control} name="category_id" defaultValue={record?.category_id ?? ''}>
                    <option value="">None</option>
                    {categories.map((category) => (
                      <option key={category.id} value={category.id}>
                        {category.name}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
            </>
          ) : null}
          <fieldset className="space-y-2">
            <legend className="sr-only">Options</legend>
            {kind !== 'section' ? (
              <label className="flex items-center gap-2 text-sm text-slate-800">
                <Tick name="open_in_new_tab" defaultChecked={record?.open_in_new_tab ?? false} />
                Opens in a new tab
              </label>
            ) : null}
            {kind !== 'link' ? (
              <label className="flex items-center gap-2 text-sm text-slate-800">
                <Tick name="active" defaultChecked={record?.active ?? true} />
                Shown in the shop
              </label>
            ) : null}
          </fieldset>
          <div className="flex justify-end gap-2 pt-2">
            <Button variant="neutral" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {record ? 'Save' : 'Add'}
            </Button>
          </div>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
