import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigation, useSubmit } from 'react-router';
import { FormMessage } from '#app/components/admin/AdminCard.tsx';
import { ConfirmDialog } from '#app/components/admin/ConfirmDialog.tsx';
import { ExtraCategoriesPicker } from '#app/components/admin/ExtraCategoriesPicker.tsx';
import { ImageUploader } from '#app/components/admin/ImageUploader.tsx';
import { KeyFeaturesEditor } from '#app/components/admin/KeyFeaturesEditor.tsx';
import type { UploadedProductImage } from '#app/components/admin/image-upload.ts';
import { Button, ButtonLink } from '#app/components/ui/Button.tsx';
import { Field, Input, Select, Textarea, Tick } from '#app/components/ui/Field.tsx';
import { move, removeAt, replaceAt } from '#app/lib/admin/list-edits.ts';
import {
  type AttributeState,
  checkProductForm,
  type FieldErrors,
  type ImageState,
  newRowKey,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  type ProductActionResult,
  type ProductFormState,
  patchFromEdit,
  type SpecGroupState,
  STATUS_LABELS,
  TYPE_LABELS,
  type VariantState,
} from '#app/lib/admin/product-form.ts';
import type { ProductEdit } from '#domain/product-edit.ts';

interface Choice {
  id: number;
  label: string;
}

export interface ProductEditorProps {
  initial: ProductFormState;
  /** Set when editing: the product as opened, its version, and whether orders name it (then it cannot be deleted). */
  existing?: { id: number; version: number; original: ProductEdit | null; ordered: boolean; reserved: number } | undefined;
  choices: { categories: Choice[]; brands: Choice[] };
  /** The product's extra categories as loaded, to name those the choices lack (hidden categories). */
  extraCategories?: { id: number; name: string }[] | undefined;
  result: ProductActionResult | undefined;
  /** Shows the product as saved now, dropping what was typed (after a stale-version refusal). */
  onReload: () => void;
}

const section = 'space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6';
const sectionTitle = 'text-lg font-semibold text-slate-900';
/** Shops here quote a higher regular price for paying on EMI beside the cash price. */
const REGULAR_PRICE_HINT = 'Paying on EMI starts from it; empty: the cash price.';

/** One titled part of the form; its error (a rule about the whole list) shows under the title. */
function Section({ title, error, children, aside }: { title: string; error?: string | undefined; children: ReactNode; aside?: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={section}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className={sectionTitle}>
          {title}
        </h2>
        {aside}
      </div>
      <FormMessage message={error} />
      {children}
    </section>
  );
}

/**
 * The back office's product form, for a new product and for a change. Checked in the browser by
 * the API's own schema before it is sent; the server's field messages come back by the same
 * dotted names and show beside the same fields.
 */
export function ProductEditor({ initial, existing, choices, extraCategories = [], result, onReload }: ProductEditorProps) {
  const [form, setForm] = useState(initial);
  // An upload stores the picture at once and moves the product's version on; a save must carry the new one.
  const [version, setVersion] = useState(existing?.version);
  useEffect(() => setVersion(existing?.version), [existing?.version]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirmDelete, setConfirmDelete] = useState(false);
  const submit = useSubmit();
  const busy = useNavigation().state !== 'idle';
  // The form lives in the browser's memory: before the page's script runs, a press of Save would
  // send nothing, so Save waits for it.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  /** Counts refusals, so each one (the browser's or the server's) moves focus to what to correct. */
  const [refusals, setRefusals] = useState(0);

  // The server's answer replaces the browser's own messages: it saw the form as sent.
  useEffect(() => {
    if (result && !result.ok) {
      setErrors(result.errors);
      setRefusals((count) => count + 1);
    }
  }, [result]);

  // Save sits at the end of a long form: take the user to the first field to correct, or to the message.
  useEffect(() => {
    if (refusals === 0) return;
    const firstInvalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (firstInvalid ?? summaryRef.current)?.focus();
  }, [refusals]);

  const set = <K extends keyof ProductFormState>(key: K, value: ProductFormState[K]) => setForm((current) => ({ ...current, [key]: value }));
  const error = (path: string) => errors[path];

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const check = checkProductForm(form);
    if (!check.ok) {
      setErrors(check.errors);
      setRefusals((count) => count + 1);
      return;
    }
    setErrors({});
    const body = existing
      ? {
          intent: 'save',
          patch: existing.original
            ? patchFromEdit(check.edit, existing.original, version ?? existing.version)
            : { ...check.edit, version: version ?? existing.version },
        }
      : { intent: 'create', edit: check.edit };
    submit(JSON.parse(JSON.stringify(body)), { method: 'post', encType: 'application/json' });
  }

  const errorCount = Object.keys(errors).length;
  const failure = result && !result.ok ? result : undefined;

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-6">
      <div ref={summaryRef} tabIndex={-1} className="space-y-3 focus:outline-none">
        {failure?.stale ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <span>{failure.message}</span>
            <Button variant="neutral" size="sm" onClick={onReload}>
              Reload
            </Button>
          </div>
        ) : errorCount > 0 ? (
          <FormMessage message={`Some fields need correcting (${errorCount}); the messages are beside them.`} />
        ) : failure ? (
          <FormMessage message={failure.message} />
        ) : null}
        {result?.ok ? <FormMessage tone="notice" message={result.notice} /> : null}
        {errors.request ? <FormMessage message={errors.request} /> : null}
      </div>

      <Section title="Basics">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <Field label="Name" error={error('name')}>
              {(control) => <Input {...control} value={form.name} onChange={(e) => set('name', e.target.value)} autoComplete="off" />}
            </Field>
          </div>
          <Field label="Slug" optional="(optional)" hint="The product's web address. Leave it empty to make it from the name." error={error('slug')}>
            {(control) => <Input {...control} value={form.slug} onChange={(e) => set('slug', e.target.value)} autoComplete="off" />}
          </Field>
          <Field label="SKU" error={error('sku')}>
            {(control) => <Input {...control} value={form.sku} onChange={(e) => set('sku', e.target.value)} autoComplete="off" className="font-mono" />}
          </Field>
          <Field label="Type" error={error('type')} hint="Hybrid: sold as variants (such as colours), each with its own SKU, price and stock.">
            {(control) => (
              <Select {...control} value={form.type} onChange={(e) => set('type', e.target.value as ProductFormState['type'])}>
                {PRODUCT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {TYPE_LABELS[type]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Status" error={error('status')} hint="Only active products are shown and sold.">
            {(control) => (
              <Select {...control} value={form.status} onChange={(e) => set('status', e.target.value as ProductFormState['status'])}>
                {PRODUCT_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {STATUS_LABELS[status]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
      </Section>

      <Section title="Price and stock">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Field label="Retail price (৳)" hint="0 shows “call for price”." error={error('retail_price')}>
            {(control) => <Input {...control} inputMode="numeric" value={form.retail_price} onChange={(e) => set('retail_price', e.target.value)} />}
          </Field>
          <Field label="Sale price (৳)" optional="(optional)" error={error('sale_price')}>
            {(control) => <Input {...control} inputMode="numeric" value={form.sale_price} onChange={(e) => set('sale_price', e.target.value)} />}
          </Field>
          <Field label="Regular price (EMI) (৳)" optional="(optional)" hint={REGULAR_PRICE_HINT} error={error('regular_price')}>
            {(control) => <Input {...control} inputMode="numeric" value={form.regular_price} onChange={(e) => set('regular_price', e.target.value)} />}
          </Field>
          {form.type === 'hybrid' ? (
            <Field label="Stock" hint="The total of the variants’ stock below; change it there.">
              {(control) => <Input {...control} inputMode="numeric" readOnly value={String(variantStockTotal(form.variants))} />}
            </Field>
          ) : (
            <Field label="Stock" hint={existing && existing.reserved > 0 ? `${existing.reserved} are held by open orders.` : undefined} error={error('stock')}>
              {(control) => <Input {...control} inputMode="numeric" value={form.stock} onChange={(e) => set('stock', e.target.value)} />}
            </Field>
          )}
        </div>
      </Section>

      <Section title="Category, brand and attributes">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Category" error={error('category_id')}>
            {(control) => (
              <Select {...control} value={form.category_id} onChange={(e) => set('category_id', e.target.value)}>
                <option value="">No category</option>
                {choices.categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Brand" error={error('brand_id')}>
            {(control) => (
              <Select {...control} value={form.brand_id} onChange={(e) => set('brand_id', e.target.value)}>
                <option value="">No brand</option>
                {choices.brands.map((brand) => (
                  <option key={brand.id} value={brand.id}>
                    {brand.label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <div className="sm:col-span-2">
            <ExtraCategoriesPicker
              choices={choices.categories}
              mainId={form.category_id === '' ? null : Number(form.category_id)}
              value={form.extra_category_ids}
              onChange={(ids) => set('extra_category_ids', ids)}
              knownNames={new Map(extraCategories.map((category) => [category.id, category.name]))}
              error={error('extra_category_ids') ?? Object.entries(errors).find(([path]) => path.startsWith('extra_category_ids.'))?.[1]}
            />
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          {(['color', 'size', 'memory'] as const).map((key) => (
            <Field key={key} label={{ color: 'Colour', size: 'Size', memory: 'Memory' }[key]} optional="(optional)" error={error(key)}>
              {(control) => <Input {...control} value={form[key]} onChange={(e) => set(key, e.target.value)} autoComplete="off" />}
            </Field>
          ))}
        </div>
      </Section>

      <Section title="Descriptions">
        <Field label="Short description" optional="(optional)" error={error('short_description')}>
          {(control) => <Textarea {...control} rows={3} value={form.short_description} onChange={(e) => set('short_description', e.target.value)} />}
        </Field>
        <Field label="Description" optional="(optional)" error={error('description')}>
          {(control) => <Textarea {...control} rows={8} value={form.description} onChange={(e) => set('description', e.target.value)} />}
        </Field>
      </Section>

      <Section title="Key features and warranty" error={error('key_features')}>
        <KeyFeaturesEditor features={form.key_features} onChange={(features) => set('key_features', features)} error={error} />
        <Field
          label="Warranty"
          optional="(optional)"
          hint="One line the product page shows beside the price, such as “2 years official warranty”."
          error={error('warranty')}
        >
          {(control) => <Input {...control} value={form.warranty} onChange={(e) => set('warranty', e.target.value)} autoComplete="off" />}
        </Field>
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <Tick checked={form.needs_advance} onChange={(e) => set('needs_advance', e.target.checked)} className="mt-0.5" />
          <span>
            <span className="font-medium">Needs an advance on cash on delivery</span>
            <span className="block text-slate-600">Counted when the settings ask an advance for marked products.</span>
          </span>
        </label>
        {error('needs_advance') ? <FormMessage message={error('needs_advance')} /> : null}
      </Section>

      <Specifications groups={form.specifications} onChange={(groups) => set('specifications', groups)} error={error} />

      {form.type === 'hybrid' ? (
        <Variants variants={form.variants} onChange={(variants) => set('variants', variants)} error={error} />
      ) : error('variants') ? (
        <FormMessage message={error('variants')} />
      ) : null}

      <Images images={form.images} variants={form.variants} onChange={(images) => set('images', images)} error={error}>
        {existing ? (
          <ImageUploader
            productId={existing.id}
            onUploaded={(images, newVersion) => {
              setForm((current) => ({ ...current, images: [...current.images, ...images.map(toImageState)] }));
              setVersion(newVersion);
            }}
          />
        ) : (
          <p className="text-sm text-slate-700">Pictures can be added once the product is created.</p>
        )}
      </Images>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={busy} disabled={!ready}>
          {existing ? 'Save changes' : 'Create product'}
        </Button>
        <ButtonLink to="/admin/products" variant="neutral">
          Back to products
        </ButtonLink>
        {existing && !existing.ordered ? (
          <Button variant="danger" className="ml-auto" onClick={() => setConfirmDelete(true)} disabled={busy}>
            Delete product
          </Button>
        ) : null}
      </div>
      {existing?.ordered ? (
        <p className="text-sm text-slate-700">This product is on orders, so it cannot be deleted; set its status to archived instead.</p>
      ) : null}

      <ConfirmDialog
        open={confirmDelete}
        title={`Delete ${initial.name}?`}
        confirmLabel="Delete"
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          submit({ intent: 'delete' }, { method: 'post', encType: 'application/json' });
        }}
      >
        This cannot be undone.
      </ConfirmDialog>
    </form>
  );
}

type ErrorOf = (path: string) => string | undefined;

function NamedValueRows({
  rows,
  onChange,
  error,
  base,
  nameLabel,
  valueLabel,
  owner,
}: {
  rows: { key: string; name: string; value: string }[];
  onChange: (rows: { key: string; name: string; value: string }[]) => void;
  error: ErrorOf;
  /** The rows' path in the API's field names, such as `specifications.0.items`. */
  base: string;
  nameLabel: string;
  valueLabel: string;
  /** Names the group in the remove buttons' labels. */
  owner: string;
}) {
  return (
    <ul className="space-y-3">
      {rows.map((row, index) => (
        <li key={row.key} className="grid grid-cols-[1fr_auto] gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
          <Field label={nameLabel} error={error(`${base}.${index}.name`)}>
            {(control) => (
              <Input {...control} value={row.name} onChange={(e) => onChange(replaceAt(rows, index, { ...row, name: e.target.value }))} autoComplete="off" />
            )}
          </Field>
          <div className="col-start-1 sm:col-start-2 sm:row-start-1">
            <Field label={valueLabel} error={error(`${base}.${index}.value`)}>
              {(control) => (
                <Input
                  {...control}
                  value={row.value}
                  onChange={(e) => onChange(replaceAt(rows, index, { ...row, value: e.target.value }))}
                  autoComplete="off"
                />
              )}
            </Field>
          </div>
          <Button
            variant="remove"
            size="icon"
            className="col-start-2 row-start-1 mt-7 sm:col-start-3"
            aria-label={`Remove ${row.name || `row ${index + 1}`} from ${owner}`}
            onClick={() => onChange(removeAt(rows, index))}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </li>
      ))}
    </ul>
  );
}

function Specifications({ groups, onChange, error }: { groups: SpecGroupState[]; onChange: (groups: SpecGroupState[]) => void; error: ErrorOf }) {
  const addGroup = () => onChange([...groups, { key: newRowKey(), group: '', items: [{ key: newRowKey(), name: '', value: '' }] }]);
  return (
    <Section
      title="Specifications"
      error={error('specifications')}
      aside={
        <Button variant="secondary" size="sm" onClick={addGroup}>
          <Plus aria-hidden="true" className="size-4" />
          Add group
        </Button>
      }
    >
      <p className="text-sm text-slate-700">
        {groups.length === 0 ? 'No specifications yet. ' : ''}Grouped as the product page shows them, such as Display or Battery.
      </p>
      {groups.map((group, g) => {
        const owner = group.group || `group ${g + 1}`;
        const update = (next: SpecGroupState) => onChange(replaceAt(groups, g, next));
        return (
          <fieldset key={group.key} className="space-y-3 rounded-lg border border-slate-200 p-3 sm:p-4">
            <legend className="px-1 text-sm font-semibold text-slate-800">Group {g + 1}</legend>
            <div className="flex items-end gap-2">
              <div className="flex-1">
                <Field label="Group name" error={error(`specifications.${g}.group`)}>
                  {(control) => <Input {...control} value={group.group} onChange={(e) => update({ ...group, group: e.target.value })} autoComplete="off" />}
                </Field>
              </div>
              <Button variant="remove" size="sm" className="h-12" onClick={() => onChange(removeAt(groups, g))}>
                Remove group
              </Button>
            </div>
            <FormMessage message={error(`specifications.${g}.items`)} />
            <NamedValueRows
              rows={group.items}
              onChange={(items) => update({ ...group, items })}
              error={error}
              base={`specifications.${g}.items`}
              nameLabel="Specification"
              valueLabel="Value"
              owner={owner}
            />
            <Button variant="ghost" size="sm" onClick={() => update({ ...group, items: [...group.items, { key: newRowKey(), name: '', value: '' }] })}>
              <Plus aria-hidden="true" className="size-4" />
              Add row to {owner}
            </Button>
          </fieldset>
        );
      })}
    </Section>
  );
}

function Variants({ variants, onChange, error }: { variants: VariantState[]; onChange: (variants: VariantState[]) => void; error: ErrorOf }) {
  const addVariant = () =>
    onChange([
      ...variants,
      {
        key: newRowKey(),
        sku: '',
        attributes: [{ key: newRowKey(), name: '', value: '' }],
        retail_price: '',
        sale_price: '',
        regular_price: '',
        stock: '0',
        active: true,
      },
    ]);
  return (
    <Section
      title="Variants"
      error={error('variants')}
      aside={
        <Button variant="secondary" size="sm" onClick={addVariant}>
          <Plus aria-hidden="true" className="size-4" />
          Add variant
        </Button>
      }
    >
      {variants.length === 0 ? <p className="text-sm text-slate-700">No variants yet. A hybrid product needs at least one.</p> : null}
      {variants.map((variant, v) => {
        const base = `variants.${v}`;
        const update = (next: VariantState) => onChange(replaceAt(variants, v, next));
        const label =
          variant.attributes
            .map((a: AttributeState) => a.value)
            .filter(Boolean)
            .join(' / ') || `variant ${v + 1}`;
        return (
          <fieldset key={variant.key} className="space-y-3 rounded-lg border border-slate-200 p-3 sm:p-4">
            <legend className="px-1 text-sm font-semibold text-slate-800">
              Variant {v + 1}
              {variant.active ? '' : ' (inactive)'}
            </legend>
            <FormMessage message={error(`${base}.id`)} />
            <div className="grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
              <Field label="SKU" error={error(`${base}.sku`)}>
                {(control) => (
                  <Input
                    {...control}
                    value={variant.sku}
                    onChange={(e) => update({ ...variant, sku: e.target.value })}
                    autoComplete="off"
                    className="font-mono"
                  />
                )}
              </Field>
              <Field label="Retail price (৳)" error={error(`${base}.retail_price`)}>
                {(control) => (
                  <Input {...control} inputMode="numeric" value={variant.retail_price} onChange={(e) => update({ ...variant, retail_price: e.target.value })} />
                )}
              </Field>
              <Field label="Sale price (৳)" optional="(optional)" error={error(`${base}.sale_price`)}>
                {(control) => (
                  <Input {...control} inputMode="numeric" value={variant.sale_price} onChange={(e) => update({ ...variant, sale_price: e.target.value })} />
                )}
              </Field>
              <Field label="Regular price (EMI) (৳)" optional="(optional)" error={error(`${base}.regular_price`)}>
                {(control) => (
                  <Input
                    {...control}
                    inputMode="numeric"
                    value={variant.regular_price}
                    onChange={(e) => update({ ...variant, regular_price: e.target.value })}
                  />
                )}
              </Field>
              <Field label="Stock" error={error(`${base}.stock`)}>
                {(control) => <Input {...control} inputMode="numeric" value={variant.stock} onChange={(e) => update({ ...variant, stock: e.target.value })} />}
              </Field>
            </div>
            <p className="text-sm font-semibold text-slate-800">Options</p>
            <FormMessage message={error(`${base}.attributes`)} />
            <NamedValueRows
              rows={variant.attributes}
              onChange={(attributes) => update({ ...variant, attributes })}
              error={error}
              base={`${base}.attributes`}
              nameLabel="Option"
              valueLabel="Value"
              owner={label}
            />
            <div className="flex flex-wrap items-center gap-3">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => update({ ...variant, attributes: [...variant.attributes, { key: newRowKey(), name: '', value: '' }] })}
              >
                <Plus aria-hidden="true" className="size-4" />
                Add option
              </Button>
              <label className="flex items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" checked={variant.active} onChange={(e) => update({ ...variant, active: e.target.checked })} className="size-4" />
                Offered in the shop
              </label>
              <Button variant="remove" size="sm" className="ml-auto" onClick={() => onChange(removeAt(variants, v))}>
                Remove {label}
              </Button>
            </div>
          </fieldset>
        );
      })}
    </Section>
  );
}

function Images({
  images,
  variants,
  onChange,
  error,
  children,
}: {
  images: ImageState[];
  /** Those a picture can be given to (a simple product's are its switched-off leftovers, if any). */
  variants: VariantState[];
  onChange: (images: ImageState[]) => void;
  error: ErrorOf;
  children: ReactNode;
}) {
  return (
    <Section title="Images" error={error('images')}>
      {images.length === 0 ? <p className="text-sm text-slate-700">No images attached.</p> : null}
      <ol className="space-y-3">
        {images.map((image, index) => (
          <li key={image.id} className="flex flex-wrap items-start gap-3 rounded-lg border border-slate-200 p-3">
            <img src={image.thumbnail} alt="" width={80} height={80} className="size-20 shrink-0 rounded-md border border-slate-200 bg-white object-contain" />
            <div className="min-w-48 flex-1 space-y-2">
              <Field
                label={`Alt text of image ${index + 1}`}
                optional="(optional)"
                hint="What the picture shows, for people who cannot see it."
                error={error(`images.${index}.alt`)}
              >
                {(control) => <Input {...control} value={image.alt} onChange={(e) => onChange(replaceAt(images, index, { ...image, alt: e.target.value }))} />}
              </Field>
              <FormMessage message={error(`images.${index}.id`)} />
              {variants.length > 0 || image.variant !== '' ? (
                <Field
                  label={`Image ${index + 1} shows`}
                  hint="A variant’s pictures replace the product’s own when a shopper chooses it."
                  error={error(`images.${index}.variant_sku`)}
                >
                  {(control) => (
                    <Select
                      {...control}
                      value={variants.some((variant) => variant.key === image.variant) ? image.variant : ''}
                      // A picture moved to another variant is not that variant's primary until chosen so.
                      onChange={(e) => onChange(replaceAt(images, index, { ...image, variant: e.target.value, is_primary: false }))}
                    >
                      <option value="">The product (any option)</option>
                      {variants.map((variant, v) => (
                        <option key={variant.key} value={variant.key}>
                          {variantName(variant, v)}
                        </option>
                      ))}
                    </Select>
                  )}
                </Field>
              ) : null}
              <FormMessage message={error(`images.${index}.is_primary`)} />
              <label className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name={`primary-image-${image.variant || 'product'}`}
                  checked={image.is_primary}
                  // One primary picture for the product's own, and one for each variant's.
                  onChange={() => onChange(images.map((other) => (other.variant === image.variant ? { ...other, is_primary: other.id === image.id } : other)))}
                  className="size-4"
                />
                {image.variant === '' ? 'Primary image' : 'Primary image of its variant'}
              </label>
            </div>
            <div className="flex gap-1">
              <Button
                variant="quiet"
                size="icon"
                aria-label={`Move image ${index + 1} up`}
                disabled={index === 0}
                onClick={() => onChange(move(images, index, index - 1))}
              >
                <ArrowUp aria-hidden="true" className="size-4" />
              </Button>
              <Button
                variant="quiet"
                size="icon"
                aria-label={`Move image ${index + 1} down`}
                disabled={index === images.length - 1}
                onClick={() => onChange(move(images, index, index + 1))}
              >
                <ArrowDown aria-hidden="true" className="size-4" />
              </Button>
              <Button variant="remove" size="icon" aria-label={`Remove image ${index + 1}`} onClick={() => onChange(removeAt(images, index))}>
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </div>
          </li>
        ))}
      </ol>
      {children}
    </Section>
  );
}

/** A picture just stored, as the editor's image list holds it. */
function toImageState(image: UploadedProductImage): ImageState {
  return {
    id: image.id,
    alt: image.alt ?? '',
    is_primary: image.is_primary,
    variant: image.variant_id === null ? '' : `v${image.variant_id}`,
    thumbnail: image.urls.thumbnail,
  };
}

/** A variant as a picture's choices name it: its options, and its SKU when it has one. */
function variantName(variant: VariantState, index: number): string {
  const options = variant.attributes
    .map((attribute) => attribute.value.trim())
    .filter(Boolean)
    .join(' / ');
  const name = options || `Variant ${index + 1}`;
  return variant.sku.trim() ? `${name} (${variant.sku.trim()})` : name;
}

/** What the server stores as a hybrid product's stock: every variant's, as typed so far (a blank counts as none). */
function variantStockTotal(variants: readonly { stock: string }[]): number {
  return variants.reduce((total, variant) => total + (Number.parseInt(variant.stock, 10) || 0), 0);
}
