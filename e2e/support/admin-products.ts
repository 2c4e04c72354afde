// Products made in the back office for the journeys: pictures to upload, and the editor's form.
import { randomInt } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';

export interface PictureFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Small real pictures, one flat colour each, in the formats the uploader takes. */
export async function pictureFiles(): Promise<PictureFile[]> {
  const colours = [
    { name: 'front.jpg', format: 'jpeg', mimeType: 'image/jpeg', background: { r: 200, g: 40, b: 40 } },
    { name: 'back.png', format: 'png', mimeType: 'image/png', background: { r: 40, g: 160, b: 60 } },
    { name: 'side.jpg', format: 'jpeg', mimeType: 'image/jpeg', background: { r: 30, g: 60, b: 200 } },
  ] as const;
  return Promise.all(
    colours.map(async ({ name, format, mimeType, background }) => ({
      name,
      mimeType,
      buffer: await sharp({ create: { width: 480, height: 480, channels: 3, background } })
        .toFormat(format)
        .toBuffer(),
    })),
  );
}

interface VariantPlan {
  sku: string;
  colour: string;
  price: number;
}

export interface ProductPlan {
  name: string;
  sku: string;
  variants: [VariantPlan, VariantPlan];
}

/** A product no other test or run made: a made-up word and 8 random digits. */
export function newProductPlan(): ProductPlan {
  const stamp = String(randomInt(0, 100_000_000)).padStart(8, '0');
  return {
    name: `Zorvex Kettle ${stamp}`,
    sku: `E2E-${stamp}`,
    variants: [
      { sku: `E2E-${stamp}-BLK`, colour: 'Midnight', price: 2450 },
      { sku: `E2E-${stamp}-SLV`, colour: 'Silver', price: 2650 },
    ],
  };
}

const VARIANT_STOCK = 25;

/** Waits until the product form's script runs: Save waits for it. */
export async function productFormReady(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: /^(Create product|Save changes)$/ })).toBeEnabled();
}

/** Fills /admin/products/new with a hybrid product of two variants (hidden unless `active`) and creates it; answers its id. */
export async function createHybridProduct(page: Page, plan: ProductPlan, { active = false } = {}): Promise<number> {
  await page.goto('/admin/products/new');
  await productFormReady(page);
  const basics = page.getByRole('region', { name: 'Basics' });
  await basics.getByLabel('Name', { exact: true }).fill(plan.name);
  await basics.getByLabel('SKU', { exact: true }).fill(plan.sku);
  await basics.getByLabel('Type', { exact: true }).selectOption('hybrid');
  if (active) await basics.getByLabel('Status', { exact: true }).selectOption('active');
  const prices = page.getByRole('region', { name: 'Price and stock' });
  await prices.getByLabel('Retail price (৳)', { exact: true }).fill(String(plan.variants[0].price));

  const variants = page.getByRole('region', { name: 'Variants' });
  for (const [index, variant] of plan.variants.entries()) {
    await variants.getByRole('button', { name: 'Add variant' }).click();
    const row = variants.getByRole('group', { name: new RegExp(`^Variant ${index + 1}`) });
    await row.getByLabel('SKU', { exact: true }).fill(variant.sku);
    await row.getByLabel('Retail price (৳)', { exact: true }).fill(String(variant.price));
    await row.getByLabel('Stock', { exact: true }).fill(String(VARIANT_STOCK));
    await row.getByLabel('Option', { exact: true }).fill('Colour');
    await row.getByLabel('Value', { exact: true }).fill(variant.colour);
  }
  // A hybrid product's own stock is its variants' total, shown and not typed.
  await expect(prices.getByLabel('Stock', { exact: true })).toHaveValue(String(VARIANT_STOCK * plan.variants.length));
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: plan.name })).toBeVisible();
  return Number(new URL(page.url()).pathname.split('/').at(-1));
}

/** Saves the product form and waits for the shop to say so. */
export async function saveProduct(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Product saved.')).toBeVisible();
}
