import { ChevronDown, ChevronRight, LayoutGrid } from 'lucide-react';
import { type KeyboardEvent, type MouseEvent, type PointerEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { MegaMenuCategory } from '#app/lib/default-navigation.ts';
import { DESKTOP_CLOSE_DELAY_MS, selectIsOpen, useMenuStore } from '#app/lib/menu-state.ts';
import { fill, strings } from '#app/strings/index.ts';
import { CategoryIcon } from './CategoryIcon.tsx';
import { sortByDisplayOrder } from './sort-by-display-order.ts';
import { useDismiss } from './use-dismiss.ts';

const copy = strings.layout.megaMenu;
/** A click this soon after hovering opened the menu confirms it rather than closing it again. */
const HOVER_CLICK_GRACE_MS = 500;

/**
 * The desktop "All Categories" menu (spec 2): top categories on the left, the active one's
 * subcategories on the right, See All Categories at the end. Opens on hover or click, closes
 * 150 ms after the pointer leaves, on Escape, on an outside press and when a link is chosen.
 */
export function MegaMenu({ categories }: { categories: MegaMenuCategory[] }) {
  const open = useMenuStore(selectIsOpen('mega'));
  const openMenu = useMenuStore((state) => state.open);
  const closeMenu = useMenuStore((state) => state.close);
  const sorted = sortByDisplayOrder(categories);
  const [activeId, setActiveId] = useState(sorted[0]?.id);
  const active = sorted.find((category) => category.id === activeId) ?? sorted[0];

  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
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

  useEffect(() => {
    if (!open || !focusFirstOnOpen.current) return;
    focusFirstOnOpen.current = false;
    panelRef.current?.querySelector<HTMLAnchorElement>('[data-top-category]')?.focus();
  }, [open]);

  function onPointerEnter(event: PointerEvent) {
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

  /** Arrow keys walk the category list; right and left move between the two columns. */
  function onPanelKeyDown(event: KeyboardEvent) {
    const target = event.target as HTMLElement;
    const column = target.closest<HTMLElement>('[data-column]');
    if (!column) return;
    const links = [...column.querySelectorAll<HTMLAnchorElement>('a')];
    const index = links.indexOf(target as HTMLAnchorElement);
    let next: HTMLElement | null | undefined;
    if (event.key === 'ArrowDown') next = links[(index + 1) % links.length];
    else if (event.key === 'ArrowUp') next = links[(index - 1 + links.length) % links.length];
    else if (event.key === 'ArrowRight' && column.dataset['column'] === 'top') next = panelRef.current?.querySelector<HTMLAnchorElement>('[data-column="sub"] a');
    else if (event.key === 'ArrowLeft' && column.dataset['column'] === 'sub') next = panelRef.current?.querySelector<HTMLAnchorElement>('[data-top-category][data-active]');
    if (!next) return;
    event.preventDefault();
    next.focus();
  }

  return (
    <div ref={containerRef} className="relative" onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onButtonClick}
        className="flex h-11 items-center gap-2 rounded-t-md bg-white/10 px-4 text-sm font-semibold text-white transition-colors hover:bg-white/20 aria-expanded:bg-white aria-expanded:text-brand-700"
      >
        <LayoutGrid aria-hidden="true" className="size-4" />
        {copy.button}
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform duration-300 ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        role="region"
        aria-label={copy.label}
        onKeyDown={onPanelKeyDown}
        className={`absolute left-0 top-full z-50 flex h-[310px] w-[630px] flex-col overflow-hidden rounded-b-lg rounded-tr-lg border border-slate-200 bg-white text-slate-800 shadow-xl ${
          // Visible at once on opening (so focus can move in); hidden only after the fade-out ends.
          open ? 'visible translate-y-0 opacity-100 transition-[opacity,transform] duration-300' : 'invisible -translate-y-1 opacity-0 [transition:opacity_300ms,transform_300ms,visibility_0s_300ms]'
        }`}
      >
        <div className="flex min-h-0 flex-1">
          <ul data-column="top" className="w-64 shrink-0 overflow-y-auto border-r border-slate-100 bg-slate-50 py-1">
            {sorted.map((category) => {
              const isActive = category.id === active?.id;
              return (
                <li key={category.id}>
                  <Link
                    to={category.url}
                    data-top-category=""
                    data-active={isActive ? '' : undefined}
                    onPointerEnter={() => setActiveId(category.id)}
                    onFocus={() => setActiveId(category.id)}
                    onClick={close}
                    className={`flex h-[30px] items-center gap-3 px-4 text-sm transition-colors ${isActive ? 'bg-white font-semibold text-brand-700' : 'text-slate-700 hover:bg-white'}`}
                  >
                    <CategoryIcon icon={category.icon} className="size-5 shrink-0 text-brand-600" />
                    <span className="flex-1 truncate">{category.name}</span>
                    {category.children.length > 0 ? <ChevronRight aria-hidden="true" className="size-4 text-slate-400" /> : null}
                  </Link>
                </li>
              );
            })}
          </ul>
          {active ? (
            <div data-column="sub" className="min-w-0 flex-1 overflow-y-auto px-5 py-4">
              <Link to={active.url} onClick={close} className="text-base font-semibold text-slate-900 hover:text-brand-700">
                {fill(copy.viewAllIn, { category: active.name })}
              </Link>
              <ul aria-label={fill(copy.subcategoriesOf, { category: active.name })} className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1">
                {sortByDisplayOrder(active.children).map((child) => (
                  <li key={child.id}>
                    <Link to={child.url} onClick={close} className="block rounded px-2 py-1.5 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700">
                      {child.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        <Link
          to="/categories"
          onClick={close}
          className="flex items-center justify-center gap-1 border-t border-slate-200 bg-white py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {copy.seeAll}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </div>
  );
}
