/**
 * SLOT: where uploading new product images goes (an upload to the product's images endpoint is
 * being built separately). Until it exists this renders nothing, so the editor promises no upload
 * that does not work; images already attached are edited above it. A new product has no id yet,
 * so the uploader will appear only once the product is created.
 */
export function ProductImageUploadSlot(_props: { productId: number | undefined }) {
  return null;
}
