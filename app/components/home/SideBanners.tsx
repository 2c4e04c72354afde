import { Link } from 'react-router';
import { pagesStrings } from '#app/strings/pages.ts';
import type { HomeBanner } from './home-data.ts';

/** The smaller promotional banners, two side by side from tablets up. */
export function SideBanners({ banners }: { banners: HomeBanner[] }) {
  if (banners.length === 0) return null;
  return (
    <section aria-label={pagesStrings.home.promotions}>
      <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4">
        {banners.map((banner) => (
          <li key={banner.id}>
            <Link to={banner.href} className="block overflow-hidden rounded-xl bg-slate-200 transition hover:opacity-95">
              <img
                src={banner.image}
                alt={banner.title}
                width={banner.width}
                height={banner.height}
                loading="lazy"
                decoding="async"
                className="h-auto w-full"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
