import { type FormEvent, useState } from 'react';
import { Form, useRevalidator } from 'react-router';
import { Button } from '#app/components/ui/Button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#app/components/ui/Dialog.tsx';
import { Field, Input } from '#app/components/ui/Field.tsx';
import { BRAND_LOGO_FIELD, BRAND_MESSAGES } from '#domain/brand-edit.ts';
import { PRODUCT_IMAGE_LIMITS, PRODUCT_IMAGE_TYPES } from '#domain/product-images.ts';
import type { AdminBrand } from '#server/modules/admin-taxonomy/brands.ts';
import { uploadBrandLogo } from './brand-logo-upload.ts';

/** Uploads a new logo for a brand, or removes the one it has. */
export function BrandLogoDialog({ brand, onClose }: { brand: AdminBrand; onClose: () => void }) {
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const revalidator = useRevalidator();

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get(BRAND_LOGO_FIELD);
    if (!(file instanceof File) || file.size === 0) {
      setError(BRAND_MESSAGES.logoRequired);
      return;
    }
    setSending(true);
    const refused = await uploadBrandLogo(brand.id, file);
    setSending(false);
    if (refused) setError(refused);
    else {
      await revalidator.revalidate();
      onClose();
    }
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent layout="modal" className="sm:max-w-lg">
        <DialogTitle className="text-lg font-semibold text-slate-900">Logo of {brand.name}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-600">
          A JPEG, PNG or WebP of up to {PRODUCT_IMAGE_LIMITS.bytes / 1024 / 1024} MB. It is re-encoded for the shop; a new one replaces the old.
        </DialogDescription>
        {brand.logo_url ? (
          <div className="mt-4 flex items-center gap-4">
            <img src={brand.logo_url} alt={`Current logo of ${brand.name}`} className="h-16 w-32 rounded border border-slate-200 bg-white object-contain p-1" />
            <Form method="post" preventScrollReset onSubmit={onClose}>
              <input type="hidden" name="intent" value="remove-logo" />
              <input type="hidden" name="id" value={brand.id} />
              <Button type="submit" variant="danger" size="sm">
                Remove logo
              </Button>
            </Form>
          </div>
        ) : null}
        <form onSubmit={send} noValidate className="mt-4 space-y-4">
          <Field label="New logo" error={error}>
            {(control) => (
              <Input
                {...control}
                type="file"
                name={BRAND_LOGO_FIELD}
                accept={PRODUCT_IMAGE_TYPES.join(',')}
                onChange={() => setError(undefined)}
                className="file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-brand-700"
              />
            )}
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="neutral" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={sending}>
              Upload
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
