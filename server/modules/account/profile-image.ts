import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { ACCOUNT_MESSAGES as M } from '#domain/account.ts';
import { validationError } from '#server/http/errors.ts';
import type { MediaStore } from '#server/modules/media/store.ts';

/** Larger than any phone camera, small enough that decoding cannot exhaust memory (a "decompression bomb"). */
const PROFILE_IMAGE_MAX_PIXELS = 40_000_000;
const PROFILE_IMAGE_SIZE = 512;
const PROFILES_FOLDER = 'profiles';

// Decided by what the bytes are, never by the file name or the type the browser claims.
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

const refuse = (message: string) => validationError({ profile_image: [message] }, message);

/**
 * Checks that the upload is a JPEG, PNG or WebP within the pixel cap and re-encodes it as a
 * 512×512-bounded WebP, turned upright by its EXIF orientation. sharp writes no metadata unless
 * asked, so EXIF (camera, GPS position), ICC and XMP are all dropped.
 */
export async function reencodeProfileImage(upload: Buffer): Promise<Buffer> {
  let metadata: Metadata;
  try {
    metadata = await sharp(upload).metadata();
  } catch {
    throw refuse(M.imageUnsupported);
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw refuse(M.imageUnsupported);
  // The header tells the size before any pixel is decoded; limitInputPixels below is the backstop.
  if (metadata.width * metadata.height > PROFILE_IMAGE_MAX_PIXELS) throw refuse(M.imageTooManyPixels);
  try {
    return await sharp(upload, { limitInputPixels: PROFILE_IMAGE_MAX_PIXELS, animated: false })
      .rotate()
      .resize({ width: PROFILE_IMAGE_SIZE, height: PROFILE_IMAGE_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82, effort: 4 })
      .toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw refuse(M.imageTooManyPixels);
    // Truncated or corrupt data behind a valid header.
    throw refuse(M.imageUnsupported);
  }
}

/** Writes the encoded image under the media root; the name carries a content hash so it can be cached for a year. */
export async function writeProfileImage(media: MediaStore, customerId: number, webp: Buffer): Promise<string> {
  const hash = createHash('sha256').update(webp).digest('hex').slice(0, 16);
  const relativePath = `${PROFILES_FOLDER}/${customerId}-${hash}.webp`;
  await media.put(relativePath, webp, 'image/webp');
  return relativePath;
}

/** Removes a replaced profile image; only ever a file this module wrote. */
export async function removeProfileImage(media: MediaStore, relativePath: string | null): Promise<void> {
  if (!relativePath || !/^profiles\/\d+-[0-9a-f]+\.webp$/.test(relativePath)) return;
  await media.remove([relativePath]);
}
