import { useEffect, useState, type RefObject } from 'react';
import { formatTaka } from '#domain/money.ts';
import { isCallForPrice } from '#domain/pricing.ts';
import { addChoiceToCart } from '#app/lib/product-actions.ts';
import { strings } from '#app/strings/index.ts';
import { purchaseReadiness } from './ProductActions.tsx';
import type { ProductChoiceState } from './use-product-choice.ts';
import { Button } from '#app/components/ui/Button.tsx';

interface StickyBuyBarProps {
  state: ProductChoiceState;
  quantity: number;
  /** The page's own buy buttons: the bar shows once they have scrolled up out of view. */
  actionsRef: RefObject<HTMLElement | null>;
}

/**
 * The phone-only bar above the bottom navigation with the price and Add to Cart. The shell keeps
 * this strip free at the end of every phone page (SiteShell), so the bar never covers content, and
 * its right end is left to the chat button.
 */
export function StickyBuyBar({ state, quantity, actionsRef }: StickyBuyBarProps) {
  const copy = strings.product;
  const [shown, setShown] = useState(false);
  const { needsOptions, disabled, label } = purchaseReadiness(state);

  useEffect(() => {
    const actions = actionsRef.current;
    if (!actions) return;
    // The observed area reaches far below the screen, so buttons that start below the fold count as
    // "in view": a jump from below the screen to above it (a long scroll, a link to the reviews) is
    // then still a change the observer reports, where a screen-sized area would see none.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setShown(!entry.isIntersecting && entry.boundingClientRect.bottom < (entry.rootBounds?.top ?? 0));
      },
      { rootMargin: '0px 0px 100000px 0px' },
    );
    observer.observe(actions);
    return () => observer.disconnect();
  }, [actionsRef]);

  const chooseOptions = () => actionsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });

  return (
    <section
      aria-label={copy.stickyBar.label}
      data-shown={shown}
      className={`fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 flex h-16 items-center gap-3 border-t border-slate-200 bg-white pl-4 pr-20 shadow-[0_-2px_10px_rgb(0_0_0/0.06)] transition-transform md:hidden ${shown ? '' : 'invisible translate-y-full'}`}
    >
      <p className="min-w-0 flex-1 truncate text-lg font-semibold text-brand-700">
        {isCallForPrice(state.price) ? copy.labels.callForPrices : formatTaka(state.price)}
      </p>
      {needsOptions ? (
        <Button variant="outline" onClick={chooseOptions} className="min-h-11 shrink-0">
          {copy.stickyBar.chooseOptions}
        </Button>
      ) : (
        <Button disabled={disabled} onClick={() => addChoiceToCart(state.choice, quantity)} className="min-h-11 shrink-0">
          {label(copy.labels.addToCart)}
        </Button>
      )}
    </section>
  );
}
