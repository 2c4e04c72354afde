import { DEFERRED_SECTION } from '#app/components/deferred-layout.ts';
import { Link } from 'react-router';
import { pagesStrings } from '#app/strings/pages.ts';
import type { FeaturedBrand } from './home-data.ts';
import { SectionHeading } from './SectionHeading.tsx';

/** Featured brands by logo, or by name when a brand has none; each opens the brand's listing. */
export function FeaturedBrands({ brands }: { brands: FeaturedBrand[] }) {
  if (brands.length === 0) return null;
  return (
    <section aria-labelledby="featured-brands" className={`space-y-4 ${DEFERRED_SECTION}`}>
      <SectionHeading id="featured-brands" title={pagesStrings.home.featuredBrands} />
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5 sm:gap-3 lg:grid-cols-10">
        {brands.map((brand) => (
          <li key={brand.id}>
            <Link
              to={brand.href}
              className="flex h-16 items-center justify-center rounded-xl border border-slate-200 bg-white px-2 text-center shadow-sm transition hover:border-brand-600 hover:shadow-md"
            >
              {brand.logo ? (
                <img src={brand.logo} alt={brand.name} width={120} height={40} loading="lazy" decoding="async" className="max-h-10 w-auto object-contain" />
              ) : (
                <span className="text-sm font-bold tracking-tight text-slate-800 sm:text-base">{brand.name}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
