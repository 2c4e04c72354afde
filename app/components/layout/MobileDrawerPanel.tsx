import { ArrowUp, ChevronDown, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CategoryIcon } from '#app/components/CategoryIcon.tsx';
import { Button } from '#app/components/ui/Button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#app/components/ui/Dialog.tsx';
import type { MegaMenuCategory, MenuItem } from '#app/lib/default-navigation.ts';
import { MENU_ANIMATION_MS, selectIsOpen, useMenuStore } from '#app/lib/menu-state.ts';
import { fill, strings } from '#app/strings/index.ts';
import { newTabAttributes } from './new-tab-attributes.ts';
import { sortByDisplayOrder } from './sort-by-display-order.ts';

const copy = strings.layout.drawer;
/** The drawer offers a scroll-to-top button only when the category list gets long. */
const SCROLL_TOP_MIN_CATEGORIES = 5;

/**
 * Stays mounted for the closing animation after the menu store says closed, so the drawer slides
 * out instead of vanishing (a 300 ms animation; phones get no close delay).
 */
function useClosingDelay(open: boolean): boolean {
  const [mounted, setMounted] = useState(open);
  useEffect(() => {
    if (open) return setMounted(true);
    const timer = setTimeout(() => setMounted(false), MENU_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [open]);
  return open || mounted;
}

export interface MobileDrawerProps {
  menuItems: MenuItem[];
  categories: MegaMenuCategory[];
}

interface PanelProps extends MobileDrawerProps {
  /** The menu button; focus goes back to it when the drawer closes. */
  opener: React.RefObject<HTMLButtonElement | null>;
}

/**
 * The slide-in drawer, loaded when the menu button is first pressed. Radix Dialog
 * traps focus, closes on Escape and outside press, locks page scroll and returns focus to the button.
 */
export default function MobileDrawerPanel({ menuItems, categories, opener }: PanelProps) {
  const open = useMenuStore(selectIsOpen('mobile'));
  const openMenu = useMenuStore((state) => state.open);
  const closeMenu = useMenuStore((state) => state.close);
  const mounted = useClosingDelay(open);
  const scrollRef = useRef<HTMLDivElement>(null);
  const close = () => closeMenu('mobile');
  const sortedCategories = sortByDisplayOrder(categories);

  return (
    <Dialog open={mounted} onOpenChange={(next) => (next ? openMenu('mobile') : close())}>
      <DialogContent
        layout="sheet-start"
        overlayClassName={`transition-opacity duration-300 starting:opacity-0 ${open ? 'opacity-100' : 'opacity-0'}`}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
        className={`max-w-[320px] transition-transform duration-300 starting:-translate-x-full ${open ? 'translate-x-0' : '-translate-x-full'}`}
      >
        <DialogHeader closeLabel={copy.close}>
          <DialogTitle className="text-lg font-bold text-brand-700">{copy.title}</DialogTitle>
          <DialogDescription className="sr-only">{copy.description}</DialogDescription>
        </DialogHeader>
        <div ref={scrollRef} className="flex-1 overflow-y-auto overscroll-contain pb-4">
          <nav aria-label={copy.navigation}>
            <h2 className="px-4 pb-1 pt-4 text-xs font-semibold uppercase tracking-wide text-slate-600">{copy.navigation}</h2>
            <ul>
              {sortByDisplayOrder(menuItems).map((item) => (
                <li key={item.id}>
                  <Link
                    to={item.url}
                    {...newTabAttributes(item)}
                    onClick={close}
                    className="flex items-center justify-between px-4 py-2.5 text-[15px] text-slate-800 hover:bg-slate-50"
                  >
                    {item.name}
                    <ChevronRight aria-hidden="true" className="size-4 text-slate-400" />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={copy.categories} className="mt-2 border-t border-slate-100">
            <h2 className="px-4 pb-1 pt-4 text-xs font-semibold uppercase tracking-wide text-slate-600">{copy.categories}</h2>
            <ul>
              {sortedCategories.map((category) => (
                <DrawerCategory key={category.id} category={category} onSelect={close} />
              ))}
            </ul>
          </nav>
        </div>
        {sortedCategories.length > SCROLL_TOP_MIN_CATEGORIES ? (
          <div className="border-t border-slate-200 p-3">
            <Button variant="neutral" className="h-10 w-full" onClick={() => scrollRef.current?.scrollTo({ top: 0, behavior: 'smooth' })}>
              <ArrowUp aria-hidden="true" className="size-4" />
              {copy.scrollToTop}
            </Button>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function DrawerCategory({ category, onSelect }: { category: MegaMenuCategory; onSelect: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const listId = `drawer-category-${category.id}`;
  const hasChildren = category.children.length > 0;
  return (
    <li>
      <div className="flex items-center">
        <Link to={category.url} onClick={onSelect} className="flex min-w-0 flex-1 items-center gap-3 py-2.5 pl-4 text-[15px] text-slate-800 hover:bg-slate-50">
          <CategoryIcon icon={category.icon} className="size-5 shrink-0 text-brand-600" />
          <span className="truncate">{category.name}</span>
        </Link>
        {hasChildren ? (
          <Button
            variant="quiet"
            size="icon"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-label={fill(expanded ? strings.layout.drawer.hideSubcategories : strings.layout.drawer.showSubcategories, { category: category.name })}
            onClick={() => setExpanded((value) => !value)}
            className="mr-2"
          >
            <ChevronDown aria-hidden="true" className={`size-4 transition-transform duration-300 ${expanded ? 'rotate-180' : ''}`} />
          </Button>
        ) : null}
      </div>
      {hasChildren ? (
        <ul id={listId} hidden={!expanded} className="mb-1 ml-12 border-l border-slate-200">
          {sortByDisplayOrder(category.children).map((child) => (
            <li key={child.id}>
              <Link to={child.url} onClick={onSelect} className="block py-2 pl-4 pr-4 text-sm text-slate-700 hover:bg-slate-50 hover:text-brand-700">
                {child.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
