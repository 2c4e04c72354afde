import { BRAND_LOGO_FIELD } from '#domain/brand-edit.ts';
import { uploadPicture } from './picture-upload.ts';

/** Sends a brand's new logo and answers null when it is stored, or the message to show. */
export function uploadBrandLogo(brandId: number, file: File): Promise<string | null> {
  return uploadPicture(`/admin/brands/${brandId}/logo`, BRAND_LOGO_FIELD, file);
}
