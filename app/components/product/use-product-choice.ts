import { useState } from 'react';
import { isSelectionComplete, matchVariant, type Selection, toggleOption } from '#domain/variants.ts';
import type { PurchaseChoice } from '#app/lib/product-actions.ts';
import type { ProductDetail } from './product-detail.ts';

/** The shopper's option selection and what it resolves to: variant, price, stock and pictures. */
export function useProductChoice(detail: ProductDetail) {
  const [selection, setSelection] = useState<Selection>({});
  // Bumped on every option click: the gallery remounts and starts again at the first image.
  const [galleryKey, setGalleryKey] = useState(0);
  const { card, variants } = detail;
  const hasVariants = variants.length > 0;
  const variant = hasVariants ? matchVariant(variants, selection) : null;
  const complete = !hasVariants || (isSelectionComplete(variants, selection) && variant !== null);

  const choose = (name: string, value: string) => {
    setSelection((current) => toggleOption(current, name, value));
    setGalleryKey((key) => key + 1);
  };

  const choice: PurchaseChoice = {
    product: card,
    variant: variant ? { id: variant.id, sku: variant.sku, price: variant.price, retailPrice: variant.retailPrice, inStock: variant.inStock, selection } : null,
  };

  return {
    selection,
    choose,
    hasVariants,
    complete,
    choice,
    galleryKey,
    gallery: variant && variant.gallery.length > 0 ? variant.gallery : detail.gallery,
    sku: variant?.sku ?? card.sku,
    price: variant?.price ?? card.price,
    retailPrice: variant?.retailPrice ?? card.retailPrice,
    salePrice: variant ? variant.salePrice : card.salePrice,
    regularPrice: variant?.regularPrice ?? detail.regularPrice,
    discountPercent: variant ? variant.discountPercent : card.discountPercent,
    // The chosen variant's stock, else the product's.
    inStock: variant?.inStock ?? card.inStock,
  };
}

export type ProductChoiceState = ReturnType<typeof useProductChoice>;
