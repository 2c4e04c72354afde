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

const SECONDARY = 'inline-flex min-h-10 items-center gap-2 rounded-md border px-3 py-2 text-sm font-medium hover:border-brand-700 hover:text-brand-700';
const IDLE = 'border-slate-300 text-slate-800';
const ACTIVE = 'border-brand-700 text-brand-700';

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
        <button
          type="button"
          disabled={disabled}
          onClick={() => addChoiceToCart(choice, quantity)}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md border-2 border-brand-700 px-3 py-2.5 text-sm font-semibold sm:text-base text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-700"
        >
          <ShoppingCart aria-hidden="true" className="hidden size-4 sm:block" />
          {label(copy.labels.addToCart)}
        </button>
      </div>
      <div className="flex flex-wrap gap-2">
        {/* The label itself says the state, so these are plain buttons rather than toggles. */}
        <button type="button" onClick={() => toggleWishlistForChoice(choice, complete)} className={`${SECONDARY} ${inWishlist ? ACTIVE : IDLE}`}>
          <Heart aria-hidden="true" className={`size-4 ${inWishlist ? 'fill-current' : ''}`} />
          {inWishlist ? copy.actions.removeFromWishlist : copy.actions.addToWishlist}
        </button>
        <button type="button" onClick={() => toggleCompare(choice.product)} className={`${SECONDARY} ${inCompare ? ACTIVE : IDLE}`}>
          <ArrowLeftRight aria-hidden="true" className="size-4" />
          {inCompare ? copy.compare.remove : copy.compare.add}
        </button>
      </div>
    </div>
  );
}
