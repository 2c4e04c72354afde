import { type FormEvent, useState } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '#app/components/ui/Button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#app/components/ui/Dialog.tsx';
import { Field, Input } from '#app/components/ui/Field.tsx';
import { BANNER_IMAGE_FIELD, BANNER_MESSAGES, type BannerImageVariant, type BannerKind } from '#domain/banners.ts';
import { PRODUCT_IMAGE_LIMITS, PRODUCT_IMAGE_TYPES } from '#domain/product-images.ts';
import type { AdminBanner } from '#server/modules/admin-banners/service.ts';
import { uploadPicture } from './picture-upload.ts';

const VARIANT_LABELS: Record<BannerImageVariant, { label: string; hint: string }> = {
  desktop: { label: 'Desktop picture', hint: 'Wide, about 1200 × 450 for the hero slider, 600 × 300 for a side tile.' },
  mobile: { label: 'Mobile picture', hint: 'Optional: phones get the desktop picture without one.' },
};

/** Uploads a banner's desktop or mobile picture. */
export function BannerPicturesDialog({ kind, banner, onClose }: { kind: BannerKind; banner: AdminBanner; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent layout="modal" className="sm:max-w-lg">
        <DialogTitle className="text-lg font-semibold text-slate-900">Pictures of “{banner.title}”</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-600">
          A JPEG, PNG or WebP of up to {PRODUCT_IMAGE_LIMITS.bytes / 1024 / 1024} MB each. It is re-encoded for the shop; a new one replaces the old.
        </DialogDescription>
        <PictureForm kind={kind} banner={banner} variant="desktop" current={banner.image_url} />
        <PictureForm kind={kind} banner={banner} variant="mobile" current={banner.mobile_image_url} />
        <div className="mt-4 flex justify-end">
          <Button variant="neutral" onClick={onClose}>
            Done
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function PictureForm({ kind, banner, variant, current }: { kind: BannerKind; banner: AdminBanner; variant: BannerImageVariant; current: string | null }) {
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const revalidator = useRevalidator();
  const resource = kind === 'banner' ? 'banners' : 'category-banners';

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const file = new FormData(form).get(BANNER_IMAGE_FIELD);
    if (!(file instanceof File) || file.size === 0) {
      setError(BANNER_MESSAGES.imageRequired);
      return;
    }
    setSending(true);
    const refused = await uploadPicture(`/admin/${resource}/${banner.id}/image?variant=${variant}`, BANNER_IMAGE_FIELD, file);
    setSending(false);
    setError(refused ?? undefined);
    if (!refused) {
      form.reset();
      await revalidator.revalidate();
    }
  }

  const { label, hint } = VARIANT_LABELS[variant];
  return (
    <form onSubmit={send} noValidate className="mt-4 space-y-2 border-t border-slate-200 pt-4">
      {current ? (
        <img src={current} alt={`Current ${label.toLowerCase()}`} className="h-20 w-auto max-w-full rounded border border-slate-200 object-contain" />
      ) : null}
      <Field label={label} hint={hint} error={error}>
        {(control) => (
          <Input
            {...control}
            type="file"
            name={BANNER_IMAGE_FIELD}
            accept={PRODUCT_IMAGE_TYPES.join(',')}
            onChange={() => setError(undefined)}
            className="file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-brand-700"
          />
        )}
      </Field>
      <div className="flex justify-end">
        <Button type="submit" size="sm" loading={sending}>
          Upload
        </Button>
      </div>
    </form>
  );
}
