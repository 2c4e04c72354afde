import { IntentDialog } from '#app/components/admin/IntentDialog.tsx';
import { Field, Input, Select, Textarea, Tick } from '#app/components/ui/Field.tsx';
import { bannerFromForm } from '#app/lib/admin/banner-form.ts';
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
  const noun = kind === 'banner' ? 'home banner' : 'category section';
  return (
    <IntentDialog
      title={banner ? `Edit “${banner.title}”` : `Add a ${noun}`}
      intent={banner ? 'update' : 'create'}
      id={banner?.id ?? null}
      hidden={{ kind, updated_at: banner?.updated_at }}
      check={(form) => checkForm(schemaOf(kind, banner === null), bannerFromForm(form, kind))}
      result={result}
      busy={busy}
      submitLabel={banner ? 'Save' : 'Add'}
      onClose={onClose}
    >
      {(errors) => (
        <>
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
        </>
      )}
    </IntentDialog>
  );
}
