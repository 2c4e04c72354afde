import { type FormEvent, useState } from 'react';
import { Form } from 'react-router';
import { FormMessage } from '#app/components/admin/AdminCard.tsx';
import { Button } from '#app/components/ui/Button.tsx';
import { Dialog, DialogContent, DialogTitle } from '#app/components/ui/Dialog.tsx';
import { Field, Input, Tick } from '#app/components/ui/Field.tsx';
import type { FieldErrors } from '#app/lib/admin/product-form.ts';
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
  const [checked, setChecked] = useState<FieldErrors>({});
  const mine = result && !result.ok && (brand ? result.intent === 'update' && result.id === brand.id : result.intent === 'create') ? result : undefined;
  const errors: FieldErrors = Object.keys(checked).length > 0 ? checked : (mine?.errors ?? {});
  const unplaced = mine && Object.keys(mine.errors).length === 0 ? mine.message : (errors.form ?? errors.updated_at);

  function check(event: FormEvent<HTMLFormElement>) {
    const values = brandFromForm(new FormData(event.currentTarget));
    const outcome = brand ? checkForm(brandPatchSchema, values) : checkForm(brandCreateSchema, values);
    if (outcome.ok) setChecked({});
    else {
      event.preventDefault();
      setChecked(outcome.errors);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent layout="modal" className="sm:max-w-lg" aria-describedby={undefined}>
        <DialogTitle className="text-lg font-semibold text-slate-900">{brand ? `Edit “${brand.name}”` : 'Add a brand'}</DialogTitle>
        <Form method="post" preventScrollReset noValidate onSubmit={check} className="mt-4 space-y-4">
          <input type="hidden" name="intent" value={brand ? 'update' : 'create'} />
          {brand ? <input type="hidden" name="id" value={brand.id} /> : null}
          {brand ? <input type="hidden" name="updated_at" value={brand.updated_at} /> : null}
          <FormMessage message={unplaced} />
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
          <div className="flex justify-end gap-2 pt-2">
            <Button variant="neutral" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {brand ? 'Save' : 'Add'}
            </Button>
          </div>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
