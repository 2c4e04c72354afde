import type { FastifyRequest } from 'fastify';
import { PRODUCT_IMAGE_MESSAGES } from '#domain/product-images.ts';
import { HttpError, validationError } from './errors.ts';

/** What an upload of one picture says when it has none, or more than one. */
export interface SingleUploadMessages {
  required: string;
  onlyOne: string;
}

/**
 * The one file of a single-picture upload (a brand's logo, a banner's image), held in memory as
 * sharp needs it whole. Refusals name `field`, the multipart field the form sends it in.
 */
export async function readSingleUpload(request: FastifyRequest, field: string, messages: SingleUploadMessages): Promise<Buffer> {
  const refuse = (message: string) => validationError({ [field]: [message] }, message);
  if (!request.isMultipart()) throw refuse(messages.required);
  let upload: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      // Read even when it is not the expected field: a file part left unread holds the request open.
      const bytes = await part.toBuffer();
      // A form sent with no file chosen carries an empty part.
      if (part.fieldname === field && bytes.length > 0) upload = bytes;
    }
  } catch (error) {
    const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, PRODUCT_IMAGE_MESSAGES.tooLarge, { [field]: [PRODUCT_IMAGE_MESSAGES.tooLarge] });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw refuse(messages.onlyOne);
    // Anything else is the parser failing on the body the client sent, which would otherwise answer 500.
    request.log.info({ err: error }, 'unreadable picture upload');
    throw refuse(messages.required);
  }
  if (!upload) throw refuse(messages.required);
  return upload;
}
