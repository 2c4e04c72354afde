import { count, sql } from 'drizzle-orm';
import { effectivePrices } from '#domain/pricing.ts';
import { productSlug, slugify } from '#domain/slug.ts';
import type { Database } from '#server/db/client.ts';
import * as t from '#server/db/schema.ts';
import { bannerArtSvg } from '#server/modules/media/banner-art.ts';
import { type DerivedImage, mediaUrl } from '#server/modules/media/derive.ts';
import { mediaRow } from '#server/modules/media/media-row.ts';
import { queueSvgImage } from '#server/modules/media/pending.ts';
import type { MediaPlaces } from '#server/modules/media/store.ts';
import { refreshSearchIndex } from '#server/modules/search/indexing.ts';
import { buildDemoCatalogue } from './catalogue.ts';
import { seedDemoEmiPlans } from './emi.ts';
import { DEMO_FLASH_SALE_DAYS, seedDemoFlashSale } from './flash-sale.ts';
import { seedDemoNotifications } from './notifications.ts';
import { PRODUCT_ART_SIZE, productArtSvg } from './product-art.ts';
import { productSummary } from './product-summary.ts';
import { demoBanners, demoCategoryBanners, demoFooter, demoHeaderLinks, demoShopSettings } from './storefront-content.ts';
import type { DemoCatalogue, DemoProduct } from './types.ts';

const IMAGES_PER_PRODUCT = 2;
const QUEUE_CONCURRENCY = 16;
const PRODUCT_BATCH = 100;
const DAY_MS = 86_400_000;

/** Colour names in the demo data mapped to drawing accents, so colour variants look their colour. */
const COLOUR_ACCENTS: Record<string, string> = {
  black: '#1f2937',
  white: '#f3f4f6',
  silver: '#c0c4cc',
  grey: '#6b7280',
  gray: '#6b7280',
  blue: '#2563eb',
  red: '#dc2626',
  green: '#16a34a',
  gold: '#d4a017',
  pink: '#ec4899',
  purple: '#7c3aed',
  orange: '#ea580c',
  yellow: '#eab308',
  navy: '#1e3a8a',
  teal: '#0d9488',
};

function accentFor(colour: string | undefined): string | undefined {
  if (!colour) return undefined;
  const key = Object.keys(COLOUR_ACCENTS).find((name) => colour.toLowerCase().includes(name));
  return key ? COLOUR_ACCENTS[key] : undefined;
}

function colourOf(attributes: { name: string; value: string }[]): string | undefined {
  return attributes.find((attribute) => /colou?r/i.test(attribute.name))?.value;
}

async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

export async function isCatalogueEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.categories);
  return (row?.n ?? 0) === 0;
}

/** Where a product's images go: by SKU, so they can be drawn before the product has an id. */
const productImageKey = (sku: string, position: number) => `${sku}#${position}`;

/**
 * Plans every product and variant image and leaves its source to be drawn later (pending.ts): the
 * sources are written before any row refers to them, the pictures themselves when first asked for.
 */
async function queueProductImages(catalogue: DemoCatalogue, media: MediaPlaces): Promise<Map<string, DerivedImage>> {
  const jobs: { key: string; product: DemoProduct; title: string; view: number; accent: string | undefined; position: number }[] = [];
  for (const product of catalogue.products) {
    for (let view = 0; view < IMAGES_PER_PRODUCT; view++) {
      jobs.push({ key: productImageKey(product.sku, view), product, title: product.name, view, accent: accentFor(product.color), position: view });
    }
    for (const [index, variant] of (product.variants ?? []).entries()) {
      const colour = colourOf(variant.attributes);
      const accent = accentFor(colour);
      const position = IMAGES_PER_PRODUCT + index;
      if (colour && accent)
        jobs.push({ key: productImageKey(product.sku, position), product, title: `${product.name} (${colour})`, view: 0, accent, position });
    }
  }
  const images = new Map<string, DerivedImage>();
  await pool(jobs, QUEUE_CONCURRENCY, async (job) => {
    const svg = productArtSvg({
      art: job.product.art,
      title: job.title,
      brand: job.product.brand,
      view: job.view,
      ...(job.accent ? { accent: job.accent } : {}),
    });
    images.set(job.key, await queueSvgImage(media, `products/${slugify(job.product.sku)}`, `${job.position + 1}`, svg, PRODUCT_ART_SIZE, PRODUCT_ART_SIZE));
  });
  return images;
}

async function queueBanner(media: MediaPlaces, name: string, title: string, subtitle: string, width: number, height: number) {
  const mobileHeight = Math.round((600 * height) / width) + 100;
  const desktop = await queueSvgImage(media, 'banners', name, bannerArtSvg({ title, subtitle, width, height }), width, height);
  const mobile = await queueSvgImage(
    media,
    'banners',
    `${name}-mobile`,
    bannerArtSvg({ title, subtitle, width: 600, height: mobileHeight }),
    600,
    mobileHeight,
  );
  return {
    imageUrl: mediaUrl(desktop.paths.optimized),
    mobileImageUrl: mediaUrl(mobile.paths.optimized),
    imageWidth: desktop.width,
    imageHeight: desktop.height,
  };
}

/**
 * Loads the demo shop (catalogue, images, navigation, banners, settings) into an empty database.
 * Image sources are queued first and every row is written in one transaction, so a first start
 * that is interrupted leaves an empty database, and the next start simply loads the shop again.
 * The pictures are drawn later: on request, and by `drawPendingInBackground` (pending.ts).
 */
export async function seedDemoCatalogue(db: Database, media: MediaPlaces, log: (message: string) => void = () => {}): Promise<void> {
  const catalogue = buildDemoCatalogue();

  const imagesStarted = Date.now();
  const productImages = await queueProductImages(catalogue, media);
  const heroes = await Promise.all(
    demoBanners.map((banner, index) =>
      banner.position === 'hero'
        ? queueBanner(media, `banner-${index + 1}`, banner.title, banner.subtitle, 1200, 450)
        : queueBanner(media, `banner-${index + 1}`, banner.title, banner.subtitle, 600, 300),
    ),
  );
  const categoryBannerImages = await Promise.all(
    demoCategoryBanners.map((banner, index) => queueBanner(media, `category-${index + 1}`, banner.title, banner.subtitle, 1200, 300)),
  );
  log(`demo images: ${productImages.size} product images planned in ${Date.now() - imagesStarted} ms (drawn once the shop is up)`);

  const started = Date.now();
  const now = Date.now();
  await db.transaction(async (tx) => {
    const categoryIds = new Map<string, number>();
    // Parents first so children can point at them.
    const ordered = [...catalogue.categories].sort((a, b) => Number(Boolean(a.parent)) - Number(Boolean(b.parent)));
    for (const category of ordered) {
      const [row] = await tx
        .insert(t.categories)
        .values({
          name: category.name,
          slug: slugify(category.name),
          icon: category.icon,
          parentId: category.parent ? categoryIds.get(category.parent) : null,
          displayOrder: category.displayOrder ?? 999,
          isFeatured: category.featured ?? false,
        })
        .returning({ id: t.categories.id });
      categoryIds.set(category.name, row!.id);
    }

    const brandRows = await tx
      .insert(t.brands)
      .values(
        catalogue.brands.map((brand, index) => ({ name: brand.name, slug: slugify(brand.name), isFeatured: brand.featured ?? false, displayOrder: index + 1 })),
      )
      .returning({ id: t.brands.id, name: t.brands.name });
    const brandIds = new Map(brandRows.map((row) => [row.name, row.id]));

    // Products go in a hundred at a time with their specifications and variants: one statement per
    // table and batch rather than several per product, which made a first start seconds slower.
    // Rows keep the catalogue's order, so the ids are the same as writing them one by one.
    const mediaRows: (typeof t.media.$inferInsert)[] = [];
    for (let first = 0; first < catalogue.products.length; first += PRODUCT_BATCH) {
      const batch = catalogue.products.slice(first, first + PRODUCT_BATCH);
      const summaries = new Map(batch.map((product) => [product, productSummary(product.specs)]));
      const inserted = await tx
        .insert(t.products)
        .values(
          batch.map((product) => {
            const createdAt = new Date(now - product.listedDaysAgo * DAY_MS);
            return {
              name: product.name,
              slug: '',
              sku: product.sku,
              type: product.variants?.length ? ('hybrid' as const) : ('simple' as const),
              categoryId: categoryIds.get(product.category),
              brandId: brandIds.get(product.brand),
              retailPrice: product.retailPrice,
              salePrice: effectivePrices(product.retailPrice, product.salePrice).salePrice,
              stockQuantity: product.stock,
              shortDescription: product.shortDescription,
              description: product.description,
              color: product.color,
              size: product.size,
              memory: product.memory,
              keyFeatures: summaries.get(product)!.keyFeatures,
              warranty: summaries.get(product)!.warranty,
              averageRating: product.averageRating,
              reviewCount: product.reviewCount,
              salesCount: product.salesCount,
              createdAt,
              updatedAt: createdAt,
            };
          }),
        )
        .returning({ id: t.products.id, sku: t.products.sku });
      const productIds = new Map(inserted.map((row) => [row.sku, row.id]));
      const idOf = (product: DemoProduct) => productIds.get(product.sku)!;

      // The slug carries the id, which exists only now.
      const slugs = batch.map((product) => sql`(${idOf(product)}::integer, ${productSlug(product.name, idOf(product))}::text)`);
      await tx.execute(
        sql`update ${t.products} set slug = given.slug from (values ${sql.join(slugs, sql`, `)}) as given(id, slug) where ${t.products.id} = given.id`,
      );

      const specs = batch.flatMap((product) =>
        summaries
          .get(product)!
          .specs.map((spec, index) => ({ productId: idOf(product), groupName: spec.group, name: spec.name, value: spec.value, displayOrder: index })),
      );
      if (specs.length) await tx.insert(t.productSpecifications).values(specs);

      const variants = batch.flatMap((product) =>
        (product.variants ?? []).map((variant, index) => ({
          productId: idOf(product),
          sku: `${product.sku}-V${index + 1}`,
          attributes: variant.attributes,
          retailPrice: variant.retailPrice,
          salePrice: variant.salePrice,
          stockQuantity: variant.stock,
          variantOrder: index,
        })),
      );
      const variantIds = new Map(
        variants.length
          ? (await tx.insert(t.productVariants).values(variants).returning({ id: t.productVariants.id, sku: t.productVariants.sku })).map((row) => [
              row.sku,
              row.id,
            ])
          : [],
      );

      for (const product of batch) {
        const productId = idOf(product);
        for (let position = 0; position < IMAGES_PER_PRODUCT; position++) {
          mediaRows.push(
            mediaRow(productImages.get(productImageKey(product.sku, position))!, {
              productId,
              variantId: null,
              position,
              alt: product.name,
              isPrimary: position === 0,
            }),
          );
        }
        for (const [index, variant] of (product.variants ?? []).entries()) {
          const position = IMAGES_PER_PRODUCT + index;
          const image = productImages.get(productImageKey(product.sku, position));
          if (image)
            mediaRows.push(
              mediaRow(image, {
                productId,
                variantId: variantIds.get(`${product.sku}-V${index + 1}`)!,
                position,
                alt: `${product.name} (${colourOf(variant.attributes)})`,
                isPrimary: false,
              }),
            );
        }
      }
      log(`loading demo shop: ${first + batch.length}/${catalogue.products.length} products`);
    }
    for (let i = 0; i < mediaRows.length; i += 500) await tx.insert(t.media).values(mediaRows.slice(i, i + 500));

    await tx.insert(t.shopSettings).values(demoShopSettings);
    await tx.insert(t.navigationItems).values(demoHeaderLinks.map((link) => ({ ...link, categoryId: link.category ? categoryIds.get(link.category) : null })));
    for (const [index, section] of demoFooter.entries()) {
      const [sectionRow] = await tx
        .insert(t.footerSections)
        .values({ title: section.title, displayOrder: index + 1 })
        .returning({ id: t.footerSections.id });
      await tx.insert(t.footerLinks).values(section.links.map((link, linkIndex) => ({ ...link, sectionId: sectionRow!.id, displayOrder: linkIndex + 1 })));
    }
    await tx.insert(t.positionalBanners).values(demoBanners.map((banner, index) => ({ ...banner, ...heroes[index]!, displayOrder: index + 1 })));
    await tx.insert(t.categoryProductBanners).values(
      demoCategoryBanners.map((banner, index) => ({
        title: banner.title,
        subtitle: banner.subtitle,
        categoryId: categoryIds.get(banner.category)!,
        ...categoryBannerImages[index]!,
        displayOrder: index + 1,
      })),
    );
  });
  await refreshSearchIndex(db);
  await seedDemoNotifications(db);
  const onFlashSale = await seedDemoFlashSale(db, catalogue);
  log(`demo flash sale: ${onFlashSale} products, running from now for ${DEMO_FLASH_SALE_DAYS} days`);
  await seedDemoEmiPlans(
    db,
    catalogue.products.map((product) => product.sku),
  );
  log(`demo catalogue: ${catalogue.products.length} products in ${catalogue.categories.length} categories written in ${Date.now() - started} ms`);
}
