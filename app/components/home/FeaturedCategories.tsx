import { Link } from 'react-router';
import { CategoryIcon } from '#app/components/CategoryIcon.tsx';
import { pagesStrings } from '#app/strings/pages.ts';
import type { FeaturedCategory } from './home-data.ts';
import { SectionHeading } from './SectionHeading.tsx';

/** Featured categories as icon tiles, each opening its listing. */
export function FeaturedCategories({ categories }: { categories: FeaturedCategory[] }) {
  const copy = pagesStrings.home;
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="featured-categories" className="space-y-4">
      <SectionHeading id="featured-categories" title={copy.featuredCategories} href="/categories" linkText={copy.allCategories} />
      <ul className="grid grid-cols-4 gap-2 sm:gap-3 lg:grid-cols-8">
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to={category.href}
              className="group flex h-full flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white px-1 py-3 text-center shadow-sm transition hover:border-brand-600 hover:shadow-md sm:px-2 sm:py-4"
            >
              <span className="grid size-11 place-items-center rounded-full bg-brand-50 text-brand-700 transition group-hover:bg-brand-700 group-hover:text-white sm:size-14">
                <CategoryIcon icon={category.icon} className="size-5 sm:size-7" />
              </span>
              <span className="line-clamp-2 text-xs font-medium leading-tight text-slate-800 sm:text-sm">{category.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
