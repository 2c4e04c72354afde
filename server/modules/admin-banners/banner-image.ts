import type { BannerImageVariant, BannerKind } from '#domain/banners.ts';
import { type DerivedImage, deriveImages, mediaUrl } from '#server/modules/media/derive.ts';
import type { MediaStore } from '#server/modules/media/store.ts';

// The hero is shown up to 1200 px wide: the largest size (at most 1600 px) keeps it sharp on wide screens.
const SHOWN_SIZE = 'original';
const SIZES = ['original', 'optimized', 'card', 'thumbnail'] as const;

const folderOf = (kind: BannerKind, id: number) => `uploads/${kind === 'banner' ? 'banners' : 'category-banners'}/${id}`;

/** Re-encodes an uploaded picture (already checked by `refusalOf`) into the media sizes, below the banner's own folder. */
export function deriveBannerImage(media: MediaStore, kind: BannerKind, id: number, variant: BannerImageVariant, upload: Buffer): Promise<DerivedImage> {
  return deriveImages(media, folderOf(kind, id), variant, upload);
}

/** The URL a banner row keeps; the one the thumbnail in the back office is read from follows by name. */
export const bannerImageUrlOf = (image: DerivedImage) => mediaUrl(image.paths[SHOWN_SIZE]);

/**
 * The files of an uploaded picture, from the URL the row keeps: every size shares its name up to
 * the size. A picture that is not this banner's upload (a demo picture) has none, so nothing else
 * is ever removed. An original that is its own optimized size is named by that size.
 */
function uploadedFiles(kind: BannerKind, id: number, url: string | null): string[] {
  const prefix = `/media/${folderOf(kind, id)}/`;
  if (!url?.startsWith(prefix)) return [];
  const match = /^(.*)-(original|optimized)\.webp$/.exec(url.slice('/media/'.length));
  if (!match?.[1] || match[1].includes('..')) return [];
  return SIZES.map((size) => `${match[1]}-${size}.webp`);
}

/** Removes pictures a banner no longer names (after a replacement or its deletion). */
export async function removeBannerImages(media: MediaStore, kind: BannerKind, id: number, previous: (string | null)[], current: (string | null)[] = []) {
  const gone = previous.filter((url) => url !== null && !current.includes(url));
  await media.remove(gone.flatMap((url) => uploadedFiles(kind, id, url)));
}
