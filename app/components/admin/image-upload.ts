import { PRODUCT_IMAGE_FIELDS, precheckImageFile } from '#domain/product-images.ts';
import { apiResponse } from '#app/lib/api/client.ts';
import { errorFromResponse, unknownError } from '#app/lib/api/errors.ts';

/** A picture as the back office's product API answers it. */
export interface UploadedProductImage {
  id: number;
  position: number;
  is_primary: boolean;
  alt: string | null;
  width: number;
  height: number;
  variant_id: number | null;
  urls: { original: string; optimized: string; card: string; thumbnail: string };
}

/** Chosen files split into those worth sending and those refused at once, each with the message the server would give. */
export function sortChosenFiles<F extends { size: number; type: string }>(files: readonly F[]): { accepted: F[]; refused: { file: F; message: string }[] } {
  const accepted: F[] = [];
  const refused: { file: F; message: string }[] = [];
  for (const file of files) {
    const message = precheckImageFile(file);
    if (message) refused.push({ file, message });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** One file's upload form; `variantId` puts the picture with that variant. */
export function imageUploadForm(file: Blob, fileName: string, variantId: number | null, alt = ''): FormData {
  const form = new FormData();
  // The variant first, so the server has it before the file's bytes.
  if (variantId !== null) form.append(PRODUCT_IMAGE_FIELDS.variant, String(variantId));
  if (alt.trim() !== '') form.append(PRODUCT_IMAGE_FIELDS.alt, alt.trim());
  form.append(PRODUCT_IMAGE_FIELDS.file, file, fileName);
  return form;
}

// Re-encoding a large photo into every size takes seconds on the server, on top of sending 10 MB.
const UPLOAD_TIMEOUT_MS = 120_000;

export type UploadOutcome = { ok: true; images: UploadedProductImage[]; version: number } | { ok: false; message: string };

/**
 * Sends one file and answers the stored picture or the server's message. `apiResponse` rather than
 * `api.post`: a 401 here is the staff session ending, which must not sign a shopper out of the shop.
 */
export async function uploadProductImage(productId: number, form: FormData): Promise<UploadOutcome> {
  try {
    const { status, body } = await apiResponse('POST', `/admin/products/${productId}/images`, { body: form, timeoutMs: UPLOAD_TIMEOUT_MS });
    if (status === 201) {
      const data = (body as { data: { images: UploadedProductImage[]; version: number } }).data;
      return { ok: true, images: data.images, version: data.version };
    }
    // 413 has no class of its own; the server's message says what the limit is.
    const error = errorFromResponse(status, body, null);
    return { ok: false, message: error.message };
  } catch (error) {
    return { ok: false, message: unknownError(error).message };
  }
}
