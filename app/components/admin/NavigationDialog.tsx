import { IntentDialog } from '#app/components/admin/IntentDialog.tsx';
import { Field, Input, Select, Tick } from '#app/components/ui/Field.tsx';
import { type NavigationKind, navigationFromForm } from '#app/lib/admin/navigation-form.ts';
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
  icon?: string | null;
  parent_id?: number | null;
  category_id?: number | null;
  section_id?: number;
  open_in_new_tab?: boolean;
  is_megamenu?: boolean;
  active?: boolean;
}

type Choice = { id: number; name: string };

interface NavigationDialogProps {
  kind: NavigationKind;
  /** The record to change, or null to add one. */
  record: NavigationRecord | null;
  /** A new footer link's section. */
  sectionId?: number;
  parents: Choice[];
  categories: Choice[];
  sections: Choice[];
  result: TaxonomyResult | undefined;
  busy: boolean;
  onClose: () => void;
}

function Choices({ choices, except }: { choices: Choice[]; except?: number | undefined }) {
  return choices
    .filter((choice) => choice.id !== except)
    .map((choice) => (
      <option key={choice.id} value={choice.id}>
        {choice.name}
      </option>
    ));
}

/** Adds or changes a header menu item, a footer section or a footer link: everything the shop shows of it. */
export function NavigationDialog({ kind, record, sectionId, parents, categories, sections, result, busy, onClose }: NavigationDialogProps) {
  const mode = record ? 'update' : 'create';
  return (
    <IntentDialog
      title={record ? `Edit “${record.name ?? record.title}”` : `Add a ${NOUNS[kind]}`}
      intent={`${mode}-${kind}`}
      id={record?.id ?? sectionId ?? null}
      check={(form) => checkForm(SCHEMAS[kind][mode], navigationFromForm(kind, form))}
      result={result}
      busy={busy}
      submitLabel={record ? 'Save' : 'Add'}
      onClose={onClose}
    >
      {(errors) => (
        <>
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
                {(control) => <Input {...control} name="url" defaultValue={record?.url} autoComplete="off" inputMode="url" required />}
              </Field>
              <Field label="Icon" optional="(optional)" hint="An icon’s name from lucide.dev, like house or badge-percent." error={errors.icon}>
                {(control) => <Input {...control} name="icon" defaultValue={record?.icon ?? ''} autoComplete="off" autoCapitalize="none" spellCheck={false} />}
              </Field>
            </>
          )}
          {kind === 'link' && record ? (
            <Field label="Section" hint="Another section moves the link to the end of it." error={errors.section_id}>
              {(control) => (
                <Select {...control} name="section_id" defaultValue={record.section_id}>
                  <Choices choices={sections} />
                </Select>
              )}
            </Field>
          ) : null}
          {kind === 'item' ? (
            <>
              <Field label="Under" error={errors.parent_id}>
                {(control) => (
                  <Select {...control} name="parent_id" defaultValue={record?.parent_id ?? ''}>
                    <option value="">Nothing: a top-level item</option>
                    <Choices choices={parents} except={record?.id} />
                  </Select>
                )}
              </Field>
              <Field label="Category" optional="(optional)" hint="The category this item stands for." error={errors.category_id}>
                {(control) => (
                  <Select {...control} name="category_id" defaultValue={record?.category_id ?? ''}>
                    <option value="">None</option>
                    <Choices choices={categories} />
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
            {kind === 'item' ? (
              <label className="flex items-center gap-2 text-sm text-slate-800">
                <Tick name="is_megamenu" defaultChecked={record?.is_megamenu ?? false} />
                Opens the all-categories mega menu
              </label>
            ) : null}
            {kind !== 'link' ? (
              <label className="flex items-center gap-2 text-sm text-slate-800">
                <Tick name="active" defaultChecked={record?.active ?? true} />
                Shown in the shop
              </label>
            ) : null}
          </fieldset>
        </>
      )}
    </IntentDialog>
  );
}
