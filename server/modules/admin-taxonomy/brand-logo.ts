import { type DerivedImage, deriveImages, mediaUrl } from '#server/modules/media/derive.ts';
import type { MediaStore } from '#server/modules/media/store.ts';

// The card size (at most 400 px wide) is the one the storefront's brand strips and pages show.
const LOGO_SIZE = 'card';

const folderOf = (brandId: number) => `uploads/brands/${brandId}`;

/** Re-encodes an uploaded logo (already checked by `refusalOf`) into the media sizes, below the brand's own folder. */
export function deriveBrandLogo(media: MediaStore, brandId: number, upload: Buffer): Promise<DerivedImage> {
  return deriveImages(media, folderOf(brandId), 'logo', upload);
}

export const logoUrlOf = (image: DerivedImage) => mediaUrl(image.paths[LOGO_SIZE]);

/**
 * The files of an uploaded logo, from the URL the brand row keeps: every size shares its name up
 * to the size. A logo that is not an upload of this brand (a demo picture, an outside URL) has none
 * here, so nothing else is ever removed.
 */
function uploadedLogoFiles(brandId: number, logoUrl: string | null): string[] {
  const prefix = `/media/${folderOf(brandId)}/`;
  const suffix = `-${LOGO_SIZE}.webp`;
  if (!logoUrl?.startsWith(prefix) || !logoUrl.endsWith(suffix)) return [];
  const stem = logoUrl.slice('/media/'.length, -suffix.length);
  if (stem.includes('..')) return [];
  return ['original', 'optimized', 'card', 'thumbnail'].map((size) => `${stem}-${size}.webp`);
}

/** Removes a brand's previous uploaded logo once the row no longer names it. */
export async function removeBrandLogo(media: MediaStore, brandId: number, previousUrl: string | null, currentUrl: string | null): Promise<void> {
  if (previousUrl === null || previousUrl === currentUrl) return;
  await media.remove(uploadedLogoFiles(brandId, previousUrl));
}
