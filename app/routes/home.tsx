import { servicesContext } from '#app/context.ts';
import { ProductCard } from '#app/components/product/ProductCard.tsx';
import { type CardProduct, toCardProduct } from '#app/lib/card-product.ts';
import type { Route } from './+types/home';

export function meta(): Route.MetaDescriptors {
  return [
    { title: 'Dokan | Laptops, phones, PC components and accessories in Bangladesh' },
    { name: 'description', content: 'Shop laptops, smartphones, monitors, PC components and accessories at the best prices in Bangladesh, with official warranty and delivery across the country.' },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { catalog } = context.get(servicesContext);
  const [home, banners] = await Promise.all([catalog.homeData(), catalog.positionalBanners()]);
  return {
    sections: [
      { title: 'Popular Products', products: home.popular_products.map(toCardProduct) },
      { title: 'New Arrivals', products: home.new_arrivals.map(toCardProduct) },
      { title: 'Best Selling', products: home.best_selling_products.map(toCardProduct) },
      ...home.category_product_banners.map((banner) => ({ title: banner.title, products: banner.products.slice(0, 6).map(toCardProduct) })),
    ],
    hero: banners.find((banner) => banner.position === 'hero') ?? null,

  };
}

function Section({ title, products }: { title: string; products: CardProduct[] }) {
  if (products.length === 0) return null;
  return (
    <section className="mt-10">
      <h2 className="mb-4 text-xl font-semibold">{title}</h2>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {products.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </div>
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { sections, hero } = loaderData;
  return (
    <>
      <main className="mx-auto max-w-7xl px-4 pb-16">
        {hero ? (
          <a href={hero.link_url ?? '/'} className="mt-4 block overflow-hidden rounded-xl">
            <picture>
              {hero.mobile_image_url ? <source media="(max-width: 640px)" srcSet={hero.mobile_image_url} /> : null}
              <img src={hero.image_url} alt={hero.title} width={hero.image_width ?? 1200} height={hero.image_height ?? 450} className="h-auto w-full" />
            </picture>
          </a>
        ) : null}
        {sections.map((section) => (
          <Section key={section.title} title={section.title} products={section.products} />
        ))}
      </main>
    </>
  );
}
