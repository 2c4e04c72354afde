import { Link } from 'react-router';
import { CategoryIcon } from '#app/components/CategoryIcon.tsx';
import { formatCount } from '#domain/money.ts';
import { fill, plural, strings } from '#app/strings/index.ts';
import { ButtonLink } from '#app/components/ui/Button.tsx';

export interface CategoryCard {
  name: string;
  slug: string;
  icon: string | null;
  productCount: number;
  children: { name: string; slug: string; productCount: number }[];
}

const categoryPath = (slug: string) => `/shop/category/${slug}`;

/** Top-level categories with their icon, product count and subcategories, each linking to its listing. */
export function CategoryGrid({ categories }: { categories: CategoryCard[] }) {
  const copy = strings.listing.categories;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {categories.map((category) => (
        <li key={category.slug} className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 className="flex items-center gap-3">
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
              <CategoryIcon icon={category.icon} className="size-6" />
            </span>
            <Link to={categoryPath(category.slug)} className="text-lg font-semibold text-slate-900 hover:text-brand-700 hover:underline">
              {category.name}
            </Link>
          </h2>
          <p className="mt-1 text-sm text-slate-600">{plural(copy.productCount, category.productCount, { count: formatCount(category.productCount) })}</p>
          {category.children.length > 0 ? (
            <ul aria-label={fill(copy.subcategories, { name: category.name })} className="mt-3 flex flex-wrap gap-2">
              {category.children.map((child) => (
                <li key={child.slug}>
                  <ButtonLink to={categoryPath(child.slug)} variant="choice" size="pill">
                    {child.name} <span className="text-slate-600">({formatCount(child.productCount)})</span>
                  </ButtonLink>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
