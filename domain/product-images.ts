import { PRODUCT_EDIT_LIMITS } from './product-edit.ts';

/**
 * Product pictures staff upload: the limits and messages the back office's uploader checks before
 * sending and the API checks again on the bytes themselves, so both say the same thing.
 */

export const PRODUCT_IMAGE_LIMITS = {
  /** Per file; a phone photo is 3–8 MB, and every size the shop serves is cut from at most 1600 px. */
  bytes: 10 * 1024 * 1024,
  /** Per request: every file is held in memory until it is checked and re-encoded. */
  files: 10,
  /** Wider or higher than any camera makes; a longer side is a strip or a forged header. */
  side: 12_000,
  /** Decoding more pixels than this could exhaust the server's memory (a "decompression bomb"). */
  pixels: 40_000_000,
  /** Per product's own pictures, and per variant's: what the product form takes. */
  perProduct: PRODUCT_EDIT_LIMITS.images,
  alt: PRODUCT_EDIT_LIMITS.alt,
} as const;

/** What the uploader's file picker offers; the server decides by the bytes, not by these. */
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The multipart fields of an upload: any number of `images` files, one `variant_id`, an `alt` per file in order. */
export const PRODUCT_IMAGE_FIELDS = { file: 'images', variant: 'variant_id', alt: 'alt' } as const;

const MB = PRODUCT_IMAGE_LIMITS.bytes / 1024 / 1024;

export const PRODUCT_IMAGE_MESSAGES = {
  required: 'Choose one or more images to upload.',
  tooLarge: `Each image can be at most ${MB} MB.`,
  unsupported: 'Upload a JPEG, PNG or WebP image.',
  tooManyPixels: `The image is too large. Upload one of at most ${PRODUCT_IMAGE_LIMITS.pixels / 1_000_000} megapixels.`,
  tooLong: `The image is too large. Upload one at most ${PRODUCT_IMAGE_LIMITS.side.toLocaleString('en-US')} pixels wide and high.`,
  tooManyFiles: `Upload at most ${PRODUCT_IMAGE_LIMITS.files} images at a time.`,
  full: `A product or variant can have at most ${PRODUCT_IMAGE_LIMITS.perProduct} images. Delete some first.`,
  altTooLong: `The alt text can be at most ${PRODUCT_IMAGE_LIMITS.alt} characters.`,
  variant: 'Send the variant as its id, a whole number.',
  unknownImage: 'No image with this id on this product.',
  uploaded: (count: number) => (count === 1 ? 'Image uploaded.' : `${count} images uploaded.`),
  deleted: 'Image deleted.',
} as const;

/**
 * What can be told about a chosen file before sending it: the size, and the type the browser
 * guessed from its name. The server looks at the content, so a file passing here can still be refused.
 */
export function precheckImageFile(file: { size: number; type: string }): string | null {
  if (file.size === 0) return PRODUCT_IMAGE_MESSAGES.required;
  // An empty type is a browser that could not tell; the server decides.
  if (file.type !== '' && !(PRODUCT_IMAGE_TYPES as readonly string[]).includes(file.type)) return PRODUCT_IMAGE_MESSAGES.unsupported;
  if (file.size > PRODUCT_IMAGE_LIMITS.bytes) return PRODUCT_IMAGE_MESSAGES.tooLarge;
  return null;
}
