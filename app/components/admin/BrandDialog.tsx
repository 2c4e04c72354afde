import { IntentDialog } from '#app/components/admin/IntentDialog.tsx';
import { Field, Input, Tick } from '#app/components/ui/Field.tsx';
import { brandFromForm, checkForm, type TaxonomyResult } from '#app/lib/admin/taxonomy-form.ts';
import { brandCreateSchema, brandPatchSchema } from '#domain/brand-edit.ts';
import type { AdminBrand } from '#server/modules/admin-taxonomy/brands.ts';

interface BrandDialogProps {
  /** The brand to change, or null to add one. */
  brand: AdminBrand | null;
  result: TaxonomyResult | undefined;
  busy: boolean;
  onClose: () => void;
}

/** Adds a brand or changes one: name, slug, shown or hidden, featured. */
export function BrandDialog({ brand, result, busy, onClose }: BrandDialogProps) {
  return (
    <IntentDialog
      title={brand ? `Edit “${brand.name}”` : 'Add a brand'}
      intent={brand ? 'update' : 'create'}
      id={brand?.id ?? null}
      hidden={{ updated_at: brand?.updated_at }}
      check={(form) => checkForm(brand ? brandPatchSchema : brandCreateSchema, brandFromForm(form))}
      result={result}
      busy={busy}
      submitLabel={brand ? 'Save' : 'Add'}
      onClose={onClose}
    >
      {(errors) => (
        <>
          <Field label="Name" error={errors.name}>
            {(control) => <Input {...control} name="name" defaultValue={brand?.name} autoComplete="off" required />}
          </Field>
          <Field label="Slug" optional="(optional)" hint="The brand’s address in the shop. Leave it empty to make it from the name." error={errors.slug}>
            {(control) => <Input {...control} name="slug" defaultValue={brand?.slug} autoComplete="off" />}
          </Field>
          <fieldset className="space-y-2">
            <legend className="sr-only">Visibility</legend>
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <Tick name="active" defaultChecked={brand?.active ?? true} />
              Shown in the shop
            </label>
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <Tick name="is_featured" defaultChecked={brand?.is_featured ?? false} />
              Featured on the home page
            </label>
          </fieldset>
        </>
      )}
    </IntentDialog>
  );
}
