import type { media } from '#server/db/schema.ts';
import type { DerivedImage } from './derive.ts';

/** Where a picture belongs: its product (and variant), its place in their gallery and its alt text. */
export interface MediaPlace {
  productId: number;
  variantId: number | null;
  position: number;
  alt: string | null;
  isPrimary: boolean;
}

/** The media row of a derived picture: its files by size and its place, for the demo seed and staff uploads alike. */
export function mediaRow(image: DerivedImage, place: MediaPlace): typeof media.$inferInsert {
  return {
    ...place,
    originalPath: image.paths.original,
    optimizedPath: image.paths.optimized,
    cardPath: image.paths.card,
    thumbnailPath: image.paths.thumbnail,
    width: image.width,
    height: image.height,
  };
}
