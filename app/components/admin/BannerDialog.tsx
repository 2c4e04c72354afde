import { type FormEvent, useState } from 'react';
import { Form } from 'react-router';
import { FormMessage } from '#app/components/admin/AdminCard.tsx';
import { Button } from '#app/components/ui/Button.tsx';
import { Dialog, DialogContent, DialogTitle } from '#app/components/ui/Dialog.tsx';
import { Field, Input, Select, Textarea, Tick } from '#app/components/ui/Field.tsx';
import { bannerFromForm } from '#app/lib/admin/banner-form.ts';
import type { FieldErrors } from '#app/lib/admin/product-form.ts';
import { checkForm, type TaxonomyResult } from '#app/lib/admin/taxonomy-form.ts';
import {
  BANNER_POSITION_LABELS,
  BANNER_POSITIONS,
  type BannerKind,
  bannerCreateSchema,
  bannerPatchSchema,
  categoryBannerCreateSchema,
  categoryBannerPatchSchema,
} from '#domain/banners.ts';
import { isoToDhakaInput } from '#domain/dates.ts';
import type { AdminBanner } from '#server/modules/admin-banners/service.ts';

interface BannerDialogProps {
  kind: BannerKind;
  /** The banner to change, or null to add one. */
  banner: AdminBanner | null;
  categories: { id: number; name: string }[];
  result: TaxonomyResult | undefined;
  busy: boolean;
  onClose: () => void;
}

function schemaOf(kind: BannerKind, adding: boolean) {
  if (kind === 'banner') return adding ? bannerCreateSchema : bannerPatchSchema;
  return adding ? categoryBannerCreateSchema : categoryBannerPatchSchema;
}

/** Adds a banner or changes one: its words, where it shows or leads, its schedule, on or off. */
export function BannerDialog({ kind, banner, categories, result, busy, onClose }: BannerDialogProps) {
  const [checked, setChecked] = useState<FieldErrors>({});
  const mine = result && !result.ok && (banner ? result.intent === 'update' && result.id === banner.id : result.intent === 'create') ? result : undefined;
  const errors: FieldErrors = Object.keys(checked).length > 0 ? checked : (mine?.errors ?? {});
  const unplaced = mine && Object.keys(mine.errors).length === 0 ? mine.message : (errors.form ?? errors.updated_at);
  const noun = kind === 'banner' ? 'home banner' : 'category section';

  function check(event: FormEvent<HTMLFormElement>) {
    const outcome = checkForm(schemaOf(kind, banner === null), bannerFromForm(new FormData(event.currentTarget), kind));
    if (outcome.ok) setChecked({});
    else {
      event.preventDefault();
      setChecked(outcome.errors);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent layout="modal" className="sm:max-w-lg" aria-describedby={undefined}>
        <DialogTitle className="text-lg font-semibold text-slate-900">{banner ? `Edit “${banner.title}”` : `Add a ${noun}`}</DialogTitle>
        <Form method="post" preventScrollReset noValidate onSubmit={check} className="mt-4 space-y-4">
          <input type="hidden" name="intent" value={banner ? 'update' : 'create'} />
          <input type="hidden" name="kind" value={kind} />
          {banner ? <input type="hidden" name="id" value={banner.id} /> : null}
          {banner ? <input type="hidden" name="updated_at" value={banner.updated_at} /> : null}
          <FormMessage message={unplaced} />
          <Field label="Title" hint="Read by screen readers as the picture’s text." error={errors.title}>
            {(control) => <Input {...control} name="title" defaultValue={banner?.title} autoComplete="off" required />}
          </Field>
          <Field label="Subtitle" optional="(optional)" error={errors.subtitle}>
            {(control) => <Input {...control} name="subtitle" defaultValue={banner?.subtitle ?? ''} autoComplete="off" />}
          </Field>
          <Field label="Description" optional="(optional)" error={errors.description}>
            {(control) => <Textarea {...control} name="description" defaultValue={banner?.description ?? ''} rows={2} />}
          </Field>
          {kind === 'banner' ? (
            <>
              <Field label="Position" error={errors.position}>
                {(control) => (
                  <Select {...control} name="position" defaultValue={banner && 'position' in banner ? banner.position : 'hero'}>
                    {BANNER_POSITIONS.map((position) => (
                      <option key={position} value={position}>
                        {BANNER_POSITION_LABELS[position]}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              <Field
                label="Link"
                optional="(optional)"
                hint="A page of the shop such as /shop/category/phones, or an https:// address."
                error={errors.link_url}
              >
                {(control) => (
                  <Input
                    {...control}
                    name="link_url"
                    defaultValue={banner && 'link_url' in banner ? (banner.link_url ?? '') : ''}
                    autoComplete="off"
                    inputMode="url"
                  />
                )}
              </Field>
            </>
          ) : (
            <Field label="Category" hint="The section shows this category’s popular products." error={errors.category_id}>
              {(control) => (
                <Select {...control} name="category_id" defaultValue={banner && 'category_id' in banner ? String(banner.category_id) : ''}>
                  <option value="">Choose a category</option>
                  {categories.map((category) => (
                    <option key={category.id} value={category.id}>
                      {category.name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Shown from" optional="(optional)" hint="Bangladesh time; empty: at once." error={errors.starts_at}>
              {(control) => <Input {...control} type="datetime-local" name="starts_at" defaultValue={isoToDhakaInput(banner?.starts_at)} />}
            </Field>
            <Field label="Shown until" optional="(optional)" hint="Bangladesh time; empty: no end." error={errors.ends_at}>
              {(control) => <Input {...control} type="datetime-local" name="ends_at" defaultValue={isoToDhakaInput(banner?.ends_at)} />}
            </Field>
          </div>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <Tick name="active" defaultChecked={banner?.active ?? true} />
            Active (shown within its schedule once it has a picture)
          </label>
          <div className="flex justify-end gap-2 pt-2">
            <Button variant="neutral" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {banner ? 'Save' : 'Add'}
            </Button>
          </div>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
