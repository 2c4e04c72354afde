import { ChevronDown, LayoutGrid } from 'lucide-react';
import { lazy, type MouseEvent, type PointerEvent, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { MegaMenuCategory } from '#app/lib/default-navigation.ts';
import { DESKTOP_CLOSE_DELAY_MS, selectIsOpen, useMenuStore } from '#app/lib/menu-state.ts';
import { strings } from '#app/strings/index.ts';
import { useDismiss } from './use-dismiss.ts';

const loadPanel = () => import('./MegaMenuPanel.tsx');
const MegaMenuPanel = lazy(loadPanel);

/** A click this soon after hovering opened the menu confirms it rather than closing it again. */
const HOVER_CLICK_GRACE_MS = 500;

/**
 * The desktop "All Categories" button. Opens on hover or click, closes 150 ms after the
 * pointer leaves, on Escape, on an outside press and when a link is chosen. The panel is fetched
 * as the pointer or focus reaches the button and rendered from the first opening on.
 */
export function MegaMenu({ categories }: { categories: MegaMenuCategory[] }) {
  const open = useMenuStore(selectIsOpen('mega'));
  const openMenu = useMenuStore((state) => state.open);
  const closeMenu = useMenuStore((state) => state.close);
  const [panelMounted, setPanelMounted] = useState(false);
  if (open && !panelMounted) setPanelMounted(true);

  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hoverOpenedAt = useRef(0);
  const focusFirstOnOpen = useRef(false);

  const cancelClose = () => clearTimeout(closeTimer.current);
  const close = useCallback(() => {
    clearTimeout(closeTimer.current);
    closeMenu('mega');
  }, [closeMenu]);
  const closeAndRefocus = useCallback(() => {
    const focusWasInside = containerRef.current?.contains(document.activeElement) ?? false;
    close();
    if (focusWasInside) buttonRef.current?.focus();
  }, [close]);
  useDismiss(open, containerRef, closeAndRefocus);
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
    if (open && Date.now() - hoverOpenedAt.current < HOVER_CLICK_GRACE_MS) return;
    if (open) return close();
    // A click without a pointer (detail 0) came from the keyboard: take focus into the menu.
    focusFirstOnOpen.current = event.detail === 0;
    openMenu('mega');
  }

  return (
    <div ref={containerRef} className="relative" onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelMounted ? panelId : undefined}
        onFocus={() => void loadPanel()}
        onClick={onButtonClick}
        className="flex h-11 items-center gap-2 rounded-t-md bg-white/10 px-4 text-sm font-semibold text-white transition-colors hover:bg-white/20 aria-expanded:bg-white aria-expanded:text-brand-700"
      >
        <LayoutGrid aria-hidden="true" className="size-4" />
        {strings.layout.megaMenu.button}
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform duration-300 ${open ? 'rotate-180' : ''}`} />
      </button>
      {panelMounted ? (
        <Suspense fallback={null}>
          <MegaMenuPanel categories={categories} open={open} id={panelId} focusFirstOnOpen={focusFirstOnOpen} onNavigate={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
