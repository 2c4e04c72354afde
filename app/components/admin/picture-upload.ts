import { apiResponse } from '#app/lib/api/client.ts';
import { errorFromResponse, unknownError } from '#app/lib/api/errors.ts';
import { precheckImageFile } from '#domain/product-images.ts';

// Re-encoding a large picture takes seconds on the server, on top of sending up to 10 MB.
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * Sends one picture (a brand's logo, a banner's image) to `path` under the API, in the multipart
 * `field`, and answers null when it is stored, or the message to show. Files the server would
 * certainly refuse (too large, not an image type) are refused without being sent. `apiResponse`
 * rather than `api.post`: a 401 here is the staff session ending, not a shopper's.
 */
export async function uploadPicture(path: string, field: string, file: File): Promise<string | null> {
  const refused = precheckImageFile(file);
  if (refused) return refused;
  const form = new FormData();
  form.append(field, file, file.name);
  try {
    const { status, body } = await apiResponse('POST', path, { body: form, timeoutMs: UPLOAD_TIMEOUT_MS });
    if (status === 200) return null;
    const error = errorFromResponse(status, body, null);
    const fieldMessage = (body as { errors?: Record<string, string[]> } | null)?.errors?.[field]?.[0];
    return fieldMessage ?? error.message;
  } catch (error) {
    return unknownError(error).message;
  }
}
