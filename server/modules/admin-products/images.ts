import sharp, { type Metadata } from 'sharp';
import { PRODUCT_IMAGE_LIMITS as L, PRODUCT_IMAGE_MESSAGES as M } from '#domain/product-images.ts';
import { type DerivedImage, deriveImages, planFiles } from '#server/modules/media/derive.ts';
import type { MediaStore } from '#server/modules/media/store.ts';

// Decided by what the bytes are, never by the file name or the type the browser claims.
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/** Why an uploaded picture cannot be used, or null when it can; only the header is read. */
export async function refusalOf(upload: Buffer): Promise<string | null> {
  let metadata: Metadata;
  try {
    metadata = await sharp(upload).metadata();
  } catch {
    return M.unsupported;
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) return M.unsupported;
  if (metadata.width > L.side || metadata.height > L.side) return M.tooLong;
  // The header tells the size before any pixel is decoded; the decoder's own pixel limit is the backstop.
  if (metadata.width * metadata.height > L.pixels) return M.tooManyPixels;
  return null;
}

/** Thrown when a picture's header passed but its pixels cannot be decoded (truncated, corrupt, or a bomb). */
export class UndecodableImage extends Error {}

/**
 * Re-encodes an upload into the WebP sizes every product picture is served in, exactly as the
 * demo pictures are drawn: turned upright by its EXIF orientation and with no metadata kept
 * (camera, GPS position). Uploads live apart from the demo pictures, one folder per product.
 */
export async function deriveProductImage(media: MediaStore, productId: number, upload: Buffer): Promise<DerivedImage> {
  try {
    return await deriveImages(media, `uploads/products/${productId}`, 'image', upload);
  } catch (error) {
    throw new UndecodableImage(error instanceof Error && /pixel limit/i.test(error.message) ? M.tooManyPixels : M.unsupported);
  }
}

/** Every file a picture's row names (its original may be its optimized file). */
export function filesOf(image: DerivedImage): string[] {
  return planFiles(image).map((file) => file.path);
}
