import { ChevronRight } from 'lucide-react';
import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CategoryIcon } from '#app/components/CategoryIcon.tsx';
import type { MegaMenuCategory } from '#app/lib/default-navigation.ts';
import { fill, strings } from '#app/strings/index.ts';
import { sortByDisplayOrder } from './sort-by-display-order.ts';

const copy = strings.layout.megaMenu;

export interface MegaMenuPanelProps {
  categories: MegaMenuCategory[];
  /** Set by the button when the keyboard opened the menu: focus then moves to the first category. */
  focusFirstOnOpen: RefObject<boolean>;
  /** Closes the menu once a link is chosen. */
  onNavigate: () => void;
}

/**
 * The mega menu's dropdown: top categories on the left, the active one's subcategories on
 * the right, See All Categories at the end. Loaded on first use, so pages that never open it (and
 * phones, which never can) do not download it with every page.
 */
export default function MegaMenuPanel({ categories, focusFirstOnOpen, onNavigate }: MegaMenuPanelProps) {
  const sorted = sortByDisplayOrder(categories);
  const [activeId, setActiveId] = useState(sorted[0]?.id);
  const active = sorted.find((category) => category.id === activeId) ?? sorted[0];
  const panelRef = useRef<HTMLElement>(null);

  // Mounted on each opening.
  useEffect(() => {
    if (!focusFirstOnOpen.current) return;
    focusFirstOnOpen.current = false;
    panelRef.current?.querySelector<HTMLAnchorElement>('[data-top-category]')?.focus();
  }, [focusFirstOnOpen]);

  /** Arrow keys walk the category list; right and left move between the two columns. */
  function onKeyDown(event: KeyboardEvent) {
    const target = event.target as HTMLElement;
    const column = target.closest<HTMLElement>('[data-column]');
    if (!column) return;
    const links = [...column.querySelectorAll<HTMLAnchorElement>('a')];
    const index = links.indexOf(target as HTMLAnchorElement);
    let next: HTMLElement | null | undefined;
    if (event.key === 'ArrowDown') next = links[(index + 1) % links.length];
    else if (event.key === 'ArrowUp') next = links[(index - 1 + links.length) % links.length];
    else if (event.key === 'ArrowRight' && column.dataset.column === 'top') next = panelRef.current?.querySelector<HTMLAnchorElement>('[data-column="sub"] a');
    else if (event.key === 'ArrowLeft' && column.dataset.column === 'sub')
      next = panelRef.current?.querySelector<HTMLAnchorElement>('[data-top-category][data-active]');
    if (!next) return;
    event.preventDefault();
    next.focus();
  }

  return (
    <section
      ref={panelRef}
      aria-label={copy.label}
      onKeyDown={onKeyDown}
      className="flex h-[310px] w-[630px] flex-col overflow-hidden rounded-b-lg rounded-tr-lg border border-slate-200 bg-white text-slate-800 shadow-xl transition-[opacity,transform] duration-300 starting:-translate-y-1 starting:opacity-0"
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
                  onClick={onNavigate}
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
            <Link to={active.url} onClick={onNavigate} className="text-base font-semibold text-slate-900 hover:text-brand-700">
              {fill(copy.viewAllIn, { category: active.name })}
            </Link>
            <ul aria-label={fill(copy.subcategoriesOf, { category: active.name })} className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1">
              {sortByDisplayOrder(active.children).map((child) => (
                <li key={child.id}>
                  <Link to={child.url} onClick={onNavigate} className="block rounded px-2 py-1.5 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700">
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
        onClick={onNavigate}
        className="flex items-center justify-center gap-1 border-t border-slate-200 bg-white py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        {copy.seeAll}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}
