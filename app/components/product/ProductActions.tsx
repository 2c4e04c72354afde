import { ArrowLeftRight, Heart, ShoppingCart } from 'lucide-react';
import { useNavigate } from 'react-router';
import { addChoiceToCart, buyChoice, toggleCompare, toggleWishlistForChoice } from '#app/lib/product-actions.ts';
import { selectInCompare, useCompareStore } from '#app/lib/stores/compare.ts';
import { selectInWishlist, useWishlistStore } from '#app/lib/stores/wishlist.ts';
import { strings } from '#app/strings/index.ts';
import type { ProductChoiceState } from './use-product-choice.ts';
import { Button } from '#app/components/ui/Button.tsx';

interface ProductActionsProps {
  state: ProductChoiceState;
  quantity: number;
  /** Runs before going to checkout, e.g. to close the quick-view modal. */
  onCheckout?: () => void;
}

/** Whether the shopper can buy the current choice, and what the buy buttons say when not. */
export function purchaseReadiness({ hasVariants, complete, inStock }: Pick<ProductChoiceState, 'hasVariants' | 'complete' | 'inStock'>) {
  const labels = strings.product.labels;
  const needsOptions = hasVariants && !complete;
  return {
    needsOptions,
    disabled: needsOptions || !inStock,
    label: (ready: string) => (needsOptions ? labels.selectOptions : inStock ? ready : labels.outOfStock),
  };
}

/** Buy Now, Add to Cart, wishlist and compare for the modal and the product page. */
export function ProductActions({ state, quantity, onCheckout }: ProductActionsProps) {
  const copy = strings.product;
  const navigate = useNavigate();
  const { choice, complete } = state;
  const inWishlist = useWishlistStore(selectInWishlist(choice.product.id));
  const inCompare = useCompareStore(selectInCompare(choice.product.id));
  const { disabled, label } = purchaseReadiness(state);

  const buyNow = () => {
    if (buyChoice(choice, quantity) !== 'added') return;
    onCheckout?.();
    void navigate('/checkout');
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-2">
        <Button size="sm" disabled={disabled} onClick={buyNow} className="min-h-11 sm:text-base">
          {label(copy.labels.buyNow)}
        </Button>
        <Button variant="outline" size="sm" disabled={disabled} onClick={() => addChoiceToCart(choice, quantity)} className="min-h-11 sm:text-base">
          <ShoppingCart aria-hidden="true" className="hidden size-4 sm:block" />
          {label(copy.labels.addToCart)}
        </Button>
      </div>
      <div className="flex flex-wrap gap-2">
        {/* The label itself says the state, so these are plain buttons rather than toggles. */}
        <Button variant={inWishlist ? 'picked' : 'choice'} size="sm" onClick={() => toggleWishlistForChoice(choice, complete)} className="min-h-10">
          <Heart aria-hidden="true" className={`size-4 ${inWishlist ? 'fill-current' : ''}`} />
          {inWishlist ? copy.actions.removeFromWishlist : copy.actions.addToWishlist}
        </Button>
        <Button variant={inCompare ? 'picked' : 'choice'} size="sm" onClick={() => toggleCompare(choice.product)} className="min-h-10">
          <ArrowLeftRight aria-hidden="true" className="size-4" />
          {inCompare ? copy.compare.remove : copy.compare.add}
        </Button>
      </div>
    </div>
  );
}
