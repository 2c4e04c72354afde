import { ChevronDown, LayoutGrid } from 'lucide-react';
import { lazy, type MouseEvent, type PointerEvent, Suspense, useEffect, useRef } from 'react';
import type { MegaMenuCategory } from '#app/lib/default-navigation.ts';
import { DESKTOP_CLOSE_DELAY_MS, selectIsOpen, useMenuStore } from '#app/lib/menu-state.ts';
import { strings } from '#app/strings/index.ts';
import { loadPopover, PlaceholderTrigger, usePopoverOnDemand } from '#app/components/ui/PopoverOnDemand.tsx';

const loadPanel = () => Promise.all([import('./MegaMenuPanel.tsx'), loadPopover()]);
const MegaMenuPanel = lazy(() => import('./MegaMenuPanel.tsx'));

/** A click this soon after hovering opened the menu confirms it rather than closing it again. */
const HOVER_CLICK_GRACE_MS = 500;

/**
 * The desktop "All Categories" button. Opens on hover or click, closes 150 ms after the
 * pointer leaves, on Escape, on an outside press and when a link is chosen (the last three through
 * the popover). The panel and the popover library are fetched as the pointer or focus reaches the
 * button (PopoverOnDemand.tsx).
 */
export function MegaMenu({ categories }: { categories: MegaMenuCategory[] }) {
  const open = useMenuStore(selectIsOpen('mega'));
  const openMenu = useMenuStore((state) => state.open);
  const closeMenu = useMenuStore((state) => state.close);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hoverOpenedAt = useRef(0);
  const focusFirstOnOpen = useRef(false);

  const cancelClose = () => clearTimeout(closeTimer.current);
  const close = () => {
    clearTimeout(closeTimer.current);
    closeMenu('mega');
  };
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  function onPointerEnter(event: PointerEvent) {
    void loadPanel();
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    if (!open) {
      hoverOpenedAt.current = Date.now();
      openMenu('mega');
    }
  }

  function onPointerLeave(event: PointerEvent) {
    if (event.pointerType !== 'mouse' || !open) return;
    cancelClose();
    closeTimer.current = setTimeout(() => closeMenu('mega'), DESKTOP_CLOSE_DELAY_MS);
  }

  function onButtonClick(event: MouseEvent) {
    // The hover grace below decides, not the popover's own toggle.
    event.preventDefault();
    if (open && Date.now() - hoverOpenedAt.current < HOVER_CLICK_GRACE_MS) return;
    if (open) return close();
    // A click without a pointer (detail 0) came from the keyboard: take focus into the menu.
    focusFirstOnOpen.current = event.detail === 0;
    openMenu('mega');
  }

  const { popover, triggerId } = usePopoverOnDemand(open);
  const buttonLook =
    'flex h-11 items-center gap-2 rounded-t-md bg-white/10 px-4 text-sm font-semibold text-white transition-colors hover:bg-white/20 aria-expanded:bg-white aria-expanded:text-brand-700';
  const buttonFace = (
    <>
      <LayoutGrid aria-hidden="true" className="size-4" />
      {strings.layout.megaMenu.button}
      <ChevronDown aria-hidden="true" className={`size-4 transition-transform duration-300 ${open ? 'rotate-180' : ''}`} />
    </>
  );

  if (!popover)
    return (
      <div onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
        <PlaceholderTrigger id={triggerId} disclosure onFocus={() => void loadPanel()} onClick={onButtonClick} className={buttonLook}>
          {buttonFace}
        </PlaceholderTrigger>
      </div>
    );
  const { Popover, PopoverContent, PopoverTrigger } = popover;
  return (
    <Popover open={open} onOpenChange={(next) => (next ? openMenu('mega') : close())}>
      <div onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
        <PopoverTrigger id={triggerId} disclosure onFocus={() => void loadPanel()} onClick={onButtonClick} className={buttonLook}>
          {buttonFace}
        </PopoverTrigger>
        <PopoverContent
          surface="bare"
          disclosure
          align="start"
          sideOffset={0}
          // The panel moves focus in itself when the keyboard opened it; a hover leaves focus alone.
          onOpenAutoFocus={(event) => event.preventDefault()}
        >
          <Suspense fallback={null}>
            <MegaMenuPanel categories={categories} focusFirstOnOpen={focusFirstOnOpen} onNavigate={close} />
          </Suspense>
        </PopoverContent>
      </div>
    </Popover>
  );
}
