import { DEFERRED_SECTION } from '#app/components/deferred-layout.ts';
import { Link } from 'react-router';
import { fill } from '#app/strings/index.ts';
import { pagesStrings } from '#app/strings/pages.ts';
import { BannerPicture } from './BannerPicture.tsx';
import type { HomeCategoryBanner } from './home-data.ts';
import { ProductRail } from './ProductRail.tsx';

// Mobile category artwork is drawn 600 × 250.
const MOBILE_RATIO = '12 / 5';

/** A category's banner with its most popular products underneath. */
export function CategoryBannerSection({ section }: { section: HomeCategoryBanner }) {
  const id = `category-banner-${section.id}`;
  if (section.products.length === 0) return null;
  return (
    <section aria-labelledby={id} className={`space-y-4 ${DEFERRED_SECTION}`}>
      <h2 id={id} className="sr-only">
        {section.title}
      </h2>
      <Link to={section.href} className="block overflow-hidden rounded-xl">
        <BannerPicture banner={section.banner} mobileRatio={MOBILE_RATIO} />
      </Link>
      <ProductRail products={section.products} labelledBy={id} />
      <p className="text-right">
        <Link to={section.href} className="text-sm font-semibold text-brand-700 hover:text-brand-600 hover:underline">
          {fill(pagesStrings.home.shopCategory, { name: section.title })} →
        </Link>
      </p>
    </section>
  );
}
