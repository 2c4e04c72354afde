import { count, eq } from 'drizzle-orm';
import { effectivePrices } from '#domain/pricing.ts';
import { productSlug, slugify } from '#domain/slug.ts';
import type { Database } from '#server/db/client.ts';
import * as t from '#server/db/schema.ts';
import { bannerArtSvg } from '#server/modules/media/banner-art.ts';
import { deriveImages, mediaUrl } from '#server/modules/media/derive.ts';
import { productArtSvg } from '#server/modules/media/product-art.ts';
import { refreshSearchIndex } from '#server/modules/search/indexing.ts';
import type { ArtKind } from './types.ts';
import { buildDemoCatalogue } from './catalogue.ts';
import { demoBanners, demoCategoryBanners, demoFooter, demoHeaderLinks, demoShopSettings } from './storefront-content.ts';

const IMAGES_PER_PRODUCT = 2;
const RENDER_CONCURRENCY = 4;

/** Colour names in the demo data mapped to drawing accents, so colour variants look their colour. */
const COLOUR_ACCENTS: Record<string, string> = {
  black: '#1f2937', white: '#f3f4f6', silver: '#c0c4cc', grey: '#6b7280', gray: '#6b7280', blue: '#2563eb',
  red: '#dc2626', green: '#16a34a', gold: '#d4a017', pink: '#ec4899', purple: '#7c3aed', orange: '#ea580c',
  yellow: '#eab308', navy: '#1e3a8a', teal: '#0d9488',
};

function accentFor(colour: string | undefined): string | undefined {
  if (!colour) return undefined;
  const key = Object.keys(COLOUR_ACCENTS).find((name) => colour.toLowerCase().includes(name));
  return key ? COLOUR_ACCENTS[key] : undefined;
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

interface ImageJob {
  productId: number;
  variantId: number | null;
  position: number;
  art: ArtKind;
  title: string;
  brand: string;
  view: number;
  accent: string | undefined;
}

/** Loads the demo shop (catalogue, images, navigation, banners, settings) into an empty database. */
export async function seedDemoCatalogue(db: Database, mediaRoot: string, log: (message: string) => void = () => {}): Promise<void> {
  const started = Date.now();
  const catalogue = buildDemoCatalogue();
  const now = Date.now();
  const DAY = 86_400_000;

  const imageJobs: ImageJob[] = [];
  const categoryIds = new Map<string, number>();

  await db.transaction(async (tx) => {
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
      .values(catalogue.brands.map((brand, index) => ({ name: brand.name, slug: slugify(brand.name), isFeatured: brand.featured ?? false, displayOrder: index + 1 })))
      .returning({ id: t.brands.id, name: t.brands.name });
    const brandIds = new Map(brandRows.map((row) => [row.name, row.id]));

    for (const product of catalogue.products) {
      const prices = effectivePrices(product.retailPrice, product.salePrice);
      const createdAt = new Date(now - product.listedDaysAgo * DAY);
      const [row] = await tx
        .insert(t.products)
        .values({
          name: product.name,
          slug: '',
          sku: product.sku,
          type: product.variants?.length ? 'hybrid' : 'simple',
          categoryId: categoryIds.get(product.category),
          brandId: brandIds.get(product.brand),
          retailPrice: product.retailPrice,
          salePrice: prices.salePrice,
          price: prices.price,
          stockQuantity: product.stock,
          shortDescription: product.shortDescription,
          description: product.description,
          color: product.color,
          size: product.size,
          memory: product.memory,
          averageRating: product.averageRating,
          reviewCount: product.reviewCount,
          salesCount: product.salesCount,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: t.products.id });
      const productId = row!.id;
      await tx.update(t.products).set({ slug: productSlug(product.name, productId) }).where(eq(t.products.id, productId));

      if (product.specs.length) {
        await tx.insert(t.productSpecifications).values(
          product.specs.map((spec, index) => ({ productId, groupName: spec.group, name: spec.name, value: spec.value, displayOrder: index })),
        );
      }
      for (let view = 0; view < IMAGES_PER_PRODUCT; view++) {
        const accent = accentFor(product.color);
        imageJobs.push({ productId, variantId: null, position: view, art: product.art, title: product.name, brand: product.brand, view, accent });
      }
      for (const [index, variant] of (product.variants ?? []).entries()) {
        const [variantRow] = await tx
          .insert(t.productVariants)
          .values({
            productId,
            sku: `${product.sku}-V${index + 1}`,
            attributes: variant.attributes,
            retailPrice: variant.retailPrice,
            salePrice: variant.salePrice,
            stockQuantity: variant.stock,
            variantOrder: index,
          })
          .returning({ id: t.productVariants.id });
        const colour = variant.attributes.find((attribute) => /colou?r/i.test(attribute.name))?.value;
        const accent = accentFor(colour);
        if (colour && accent) {
          imageJobs.push({
            productId,
            variantId: variantRow!.id,
            position: IMAGES_PER_PRODUCT + index,
            art: product.art,
            title: `${product.name} (${colour})`,
            brand: product.brand,
            view: 0,
            accent,
          });
        }
      }
    }

    await seedStorefrontContent(tx as unknown as Database, categoryIds);
  });
  await refreshSearchIndex(db);
  log(`demo catalogue: ${catalogue.products.length} products in ${catalogue.categories.length} categories written in ${Date.now() - started} ms`);

  const imagesStarted = Date.now();
  const mediaRows: (typeof t.media.$inferInsert)[] = [];
  await pool(imageJobs, RENDER_CONCURRENCY, async (job) => {
    const svg = productArtSvg({ art: job.art, title: job.title, brand: job.brand, view: job.view, ...(job.accent ? { accent: job.accent } : {}) });
    const derived = await deriveImages(mediaRoot, `products/${job.productId}`, `${job.position + 1}`, Buffer.from(svg));
    mediaRows.push({
      productId: job.productId,
      variantId: job.variantId,
      originalPath: derived.paths.original,
      optimizedPath: derived.paths.optimized,
      cardPath: derived.paths.card,
      thumbnailPath: derived.paths.thumbnail,
      width: derived.width,
      height: derived.height,
      alt: job.title,
      position: job.position,
      isPrimary: job.position === 0 && job.variantId === null,
    });
  });
  for (let i = 0; i < mediaRows.length; i += 500) await db.insert(t.media).values(mediaRows.slice(i, i + 500));
  await renderBannerImages(db, mediaRoot);
  log(`demo images: ${mediaRows.length} product images rendered in ${Date.now() - imagesStarted} ms`);
}

async function seedStorefrontContent(db: Database, categoryIds: Map<string, number>): Promise<void> {
  await db.insert(t.shopSettings).values(demoShopSettings);

  await db
    .insert(t.navigationItems)
    .values(demoHeaderLinks.map((link) => ({ ...link, categoryId: link.category ? categoryIds.get(link.category) : null })));

  for (const [index, section] of demoFooter.entries()) {
    const [row] = await db.insert(t.footerSections).values({ title: section.title, displayOrder: index + 1 }).returning({ id: t.footerSections.id });
    await db.insert(t.footerLinks).values(section.links.map((link, linkIndex) => ({ ...link, sectionId: row!.id, displayOrder: linkIndex + 1 })));
  }

  await db.insert(t.positionalBanners).values(
    demoBanners.map((banner, index) => ({ ...banner, imageUrl: '', displayOrder: index + 1 })),
  );
  await db.insert(t.categoryProductBanners).values(
    demoCategoryBanners.map((banner, index) => ({
      ...banner,
      categoryId: categoryIds.get(banner.category)!,
      imageUrl: '',
      displayOrder: index + 1,
    })),
  );
}

/** Banners are drawn after the transaction so their files land beside the product images. */
async function renderBannerImages(db: Database, root: string): Promise<void> {
  const positional = await db.select().from(t.positionalBanners);
  for (const banner of positional) {
    const [width, height] = banner.position === 'hero' ? [1200, 450] : [600, 300];
    const desktop = await deriveImages(root, 'banners', `banner-${banner.id}`, Buffer.from(bannerArtSvg({ title: banner.title, subtitle: banner.subtitle ?? '', width, height })));
    const mobile = await deriveImages(root, 'banners', `banner-${banner.id}-mobile`, Buffer.from(bannerArtSvg({ title: banner.title, subtitle: banner.subtitle ?? '', width: 600, height: 400 })));
    await db
      .update(t.positionalBanners)
      .set({ imageUrl: mediaUrl(desktop.paths.optimized), mobileImageUrl: mediaUrl(mobile.paths.optimized), imageWidth: desktop.width, imageHeight: desktop.height })
      .where(eq(t.positionalBanners.id, banner.id));
  }
  const categoryBanners = await db.select().from(t.categoryProductBanners);
  for (const banner of categoryBanners) {
    const desktop = await deriveImages(root, 'banners', `category-${banner.id}`, Buffer.from(bannerArtSvg({ title: banner.title, subtitle: banner.subtitle ?? '', width: 1200, height: 300 })));
    const mobile = await deriveImages(root, 'banners', `category-${banner.id}-mobile`, Buffer.from(bannerArtSvg({ title: banner.title, subtitle: banner.subtitle ?? '', width: 600, height: 300 })));
    await db
      .update(t.categoryProductBanners)
      .set({ imageUrl: mediaUrl(desktop.paths.optimized), mobileImageUrl: mediaUrl(mobile.paths.optimized), imageWidth: desktop.width, imageHeight: desktop.height })
      .where(eq(t.categoryProductBanners.id, banner.id));
  }
}
