import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_MESSAGES } from '#domain/messages.ts';
import { PRODUCT_EDIT_MESSAGES } from '#domain/product-edit.ts';
import { PRODUCT_IMAGE_LIMITS, PRODUCT_IMAGE_MESSAGES } from '#domain/product-images.ts';
import { auditLog, categories } from '#server/db/schema.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { enrolledStaff } from '#server/test/staff.ts';
import { multipart, type Part } from '#server/test/multipart.ts';
import { ADMIN_PRODUCT_MESSAGES } from './service.ts';
import type { UploadedProductImage as Image } from '#app/components/admin/image-upload.ts';

// Pictures staff upload for a product, as a signed-in catalogue editor sends them from the back
// office, and what the storefront then serves of them.

// A colour of its own for every picture: the media folder is shared by every suite, and file names
// come from the content, so two suites never write (or delete) the same file.
const colour = () => ({ r: randomInt(256), g: randomInt(256), b: randomInt(256) });
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: colour() } })
    .png()
    .toBuffer();
/** Stored 80×40 with an EXIF orientation that says "turn a quarter": upright it is 40×80. */
const sidewaysJpeg = () =>
  sharp({ create: { width: 80, height: 40, channels: 3, background: colour() } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A few hundred bytes of PNG claiming any size, as a decompression bomb shows itself before its pixels. */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(Buffer.alloc(16))), pngChunk('IEND', Buffer.alloc(0))]);
}

describe.each(databaseKinds)('back-office product images on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  let editor: Record<string, string>;
  let orderHandler: Record<string, string>;
  let categoryId: number;

  beforeAll(async () => {
    shop = await openTestApp(kind);
    editor = { cookie: (await enrolledStaff(shop.app, shop.services, 'catalogue_editor')).cookie };
    orderHandler = { cookie: (await enrolledStaff(shop.app, shop.services, 'order_handler')).cookie };
    const [category] = await shop.db.select({ id: categories.id }).from(categories).where(eq(categories.active, true)).limit(1);
    categoryId = category!.id;
  }, 120_000);
  afterAll(() => shop?.close());

  const mediaFile = (url: string) => path.join(shop.dataDir, 'media', url.replace(/^\/media\//, ''));
  const exists = (url: string) =>
    fs.access(mediaFile(url)).then(
      () => true,
      () => false,
    );

  async function newProduct(overrides: Record<string, unknown> = {}): Promise<{ id: number; variants: { id: number }[] }> {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: editor,
      payload: {
        name: 'Minister Pictured Fridge',
        sku: `IMG-${randomBytes(5).toString('hex').toUpperCase()}`,
        retail_price: 40_000,
        stock: 3,
        status: 'active',
        category_id: categoryId,
        ...overrides,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  }

  const upload = (productId: number, parts: Part[], headers: Record<string, string> = editor) => {
    const body = multipart(parts);
    return shop.app.inject({ method: 'POST', url: `/api/admin/products/${productId}/images`, headers: { ...headers, ...body.headers }, payload: body.payload });
  };

  it('stores a PNG and a JPEG in every size, upright and without metadata, and the shop serves them', async () => {
    const product = await newProduct();
    const response = await upload(product.id, [
      { field: 'images', value: await png(64, 48), filename: 'front.png', type: 'image/png' },
      { field: 'alt', value: 'The fridge from the front' },
      { field: 'images', value: await sidewaysJpeg(), filename: 'side.jpg', type: 'image/jpeg' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json() as { message: string; data: { images: Image[]; version: number } };
    expect(body.message).toBe(PRODUCT_IMAGE_MESSAGES.uploaded(2));
    const [front, side] = body.data.images;
    expect(front).toMatchObject({ position: 0, is_primary: true, alt: 'The fridge from the front', width: 64, height: 48, variant_id: null });
    expect(side).toMatchObject({ position: 1, is_primary: false, alt: null, width: 40, height: 80 });

    for (const url of Object.values(side!.urls)) expect(await exists(url), url).toBe(true);
    const stored = await sharp(await fs.readFile(mediaFile(side!.urls.optimized))).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 40, height: 80 });
    expect(stored.exif).toBeUndefined();

    const storefront = await shop.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect(storefront.statusCode).toBe(200);
    const shown = storefront.json().data as { image_url: string; media: { id: number; urls: Image['urls'] }[] };
    expect(shown.media.map((item) => item.id)).toEqual([front!.id, side!.id]);
    expect(shown.image_url).toBe(front!.urls.optimized);
    for (const url of [shown.image_url, front!.urls.card, front!.urls.thumbnail]) {
      const file = await shop.app.inject({ method: 'GET', url });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
    }

    // A later upload goes after these and leaves the primary picture alone.
    const later = await upload(product.id, [{ field: 'images', value: await png(30, 30), filename: 'back.png', type: 'image/png' }]);
    expect(later.statusCode, later.body).toBe(201);
    expect(later.json().data.images[0]).toMatchObject({ position: 2, is_primary: false });
    expect(later.json().data.version).toBe(body.data.version + 1);

    const entries = await shop.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(product.id)), eq(auditLog.action, 'add_images')));
    expect(entries).toHaveLength(2);
    expect(entries[0]!.after).toMatchObject({ images: [{ id: front!.id }, { id: side!.id }] });
  });

  it('puts a variant’s pictures with the variant', async () => {
    const product = await newProduct({
      type: 'hybrid',
      variants: [{ sku: `IMG-V-${randomBytes(4).toString('hex')}`, attributes: [{ name: 'Colour', value: 'Red' }], retail_price: 41_000, stock: 2 }],
    });
    const variantId = product.variants[0]!.id;
    const response = await upload(product.id, [
      { field: 'variant_id', value: String(variantId) },
      { field: 'images', value: await png(20, 20), filename: 'red.png', type: 'image/png' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.images[0]).toMatchObject({ variant_id: variantId, is_primary: true });
    const storefront = (await shop.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json().data;
    expect(storefront.media).toEqual([]);
    expect(storefront.variant_media.map((item: { id: number }) => item.id)).toEqual([response.json().data.images[0].id]);

    const elsewhere = await newProduct();
    const foreign = await upload(elsewhere.id, [
      { field: 'variant_id', value: String(variantId) },
      { field: 'images', value: await png(20, 20), filename: 'red.png', type: 'image/png' },
    ]);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ variant_id: [ADMIN_PRODUCT_MESSAGES.unknownVariant] });
  });

  it('gives uploaded pictures to variants by SKU, a variant new in the same save included, and the shop shows them with it', async () => {
    const red = `IMG-R-${randomBytes(4).toString('hex').toUpperCase()}`;
    const blue = `IMG-B-${randomBytes(4).toString('hex').toUpperCase()}`;
    const product = await newProduct({
      type: 'hybrid',
      variants: [{ sku: red, attributes: [{ name: 'Colour', value: 'Red' }], retail_price: 41_000, stock: 2 }],
    });
    const uploaded = await upload(product.id, [
      { field: 'images', value: await png(20, 20), filename: 'front.png', type: 'image/png' },
      { field: 'images', value: await png(21, 20), filename: 'red.png', type: 'image/png' },
      { field: 'images', value: await png(22, 20), filename: 'blue.png', type: 'image/png' },
    ]);
    const [front, redPicture, bluePicture] = uploaded.json().data.images as Image[];
    const version = uploaded.json().data.version as number;
    const redVariant = { id: product.variants[0]!.id, sku: red, attributes: [{ name: 'Colour', value: 'Red' }], retail_price: 41_000, stock: 2 };
    const blueVariant = { sku: blue, attributes: [{ name: 'Colour', value: 'Blue' }], retail_price: 42_000, stock: 1 };
    const patch = (body: Record<string, unknown>) =>
      shop.app.inject({ method: 'PATCH', url: `/api/admin/products/${product.id}`, headers: editor, payload: body });

    const unknown = await patch({ version, images: [{ id: front!.id, variant_sku: 'NO-SUCH-SKU' }] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ 'images.0.variant_sku': [PRODUCT_EDIT_MESSAGES.imageVariantUnknown] });

    const saved = await patch({
      version,
      variants: [redVariant, blueVariant],
      images: [
        { id: front!.id, is_primary: true },
        { id: redPicture!.id, variant_sku: red.toLowerCase(), is_primary: true, alt: 'In red' },
        { id: bluePicture!.id, variant_sku: blue },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const answer = saved.json().data as {
      version: number;
      images: { id: number }[];
      variants: { id: number; sku: string; images: { id: number; alt: string | null }[] }[];
    };
    expect(answer.images.map((image) => image.id)).toEqual([front!.id]);
    expect(answer.variants.map((variant) => [variant.sku, variant.images.map((image) => image.id)])).toEqual([
      [red, [redPicture!.id]],
      [blue, [bluePicture!.id]],
    ]);
    expect(answer.variants[0]!.images[0]!.alt).toBe('In red');

    const storefront = (await shop.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json().data;
    expect(storefront.media.map((item: { id: number }) => item.id)).toEqual([front!.id]);
    expect(storefront.variants.map((variant: { media: { id: number }[] }) => variant.media.map((item) => item.id))).toEqual([
      [redPicture!.id],
      [bluePicture!.id],
    ]);

    const [entry] = await shop.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(product.id)), eq(auditLog.action, 'update')));
    expect(entry!.before).toMatchObject({ images: [{ id: front!.id }, { id: redPicture!.id }, { id: bluePicture!.id }] });
    expect(entry!.after).toMatchObject({
      images: [{ id: front!.id }],
      variants: [{ images: [{ id: redPicture!.id }] }, { images: [{ id: bluePicture!.id }] }],
    });

    // A variant's SKU changed without sending the pictures: they stay with the variant.
    const renamed = await patch({
      version: answer.version,
      variants: [
        { ...redVariant, sku: `${red}-X` },
        { ...blueVariant, id: answer.variants[1]!.id },
      ],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.variants[0]).toMatchObject({ sku: `${red}-X`, images: [{ id: redPicture!.id }] });

    // Back to the product's own: the variant no longer has it.
    const back = await patch({
      version: renamed.json().data.version,
      images: [{ id: front!.id, is_primary: true }, { id: redPicture!.id }, { id: bluePicture!.id, variant_sku: blue }],
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.images.map((image: { id: number }) => image.id)).toEqual([front!.id, redPicture!.id]);
    expect(back.json().data.variants[0].images).toEqual([]);
  });

  it('refuses what is not a JPEG, PNG or WebP by its content, and a file over the size limit', async () => {
    const product = await newProduct();
    const text = await upload(product.id, [
      { field: 'images', value: 'these are not the pixels you are looking for', filename: 'photo.jpg', type: 'image/jpeg' },
    ]);
    expect(text.statusCode).toBe(422);
    expect(text.json()).toMatchObject({ message: PRODUCT_IMAGE_MESSAGES.unsupported, errors: { 'images.0': [PRODUCT_IMAGE_MESSAGES.unsupported] } });
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: colour() } })
      .gif()
      .toBuffer();
    expect((await upload(product.id, [{ field: 'images', value: gif, filename: 'x.png', type: 'image/png' }])).json().message).toBe(
      PRODUCT_IMAGE_MESSAGES.unsupported,
    );

    const oversize = await upload(product.id, [
      { field: 'images', value: Buffer.alloc(PRODUCT_IMAGE_LIMITS.bytes + 1), filename: 'huge.png', type: 'image/png' },
    ]);
    expect(oversize.statusCode).toBe(413);
    expect(oversize.json().message).toBe(PRODUCT_IMAGE_MESSAGES.tooLarge);

    // Refused by the size its header claims, before a pixel is decoded.
    for (const [width, height, message] of [
      [8_000, 8_000, PRODUCT_IMAGE_MESSAGES.tooManyPixels],
      [PRODUCT_IMAGE_LIMITS.side + 1, 10, PRODUCT_IMAGE_MESSAGES.tooLong],
    ] as const) {
      const bomb = await upload(product.id, [{ field: 'images', value: pngClaiming(width, height), filename: 'bomb.png', type: 'image/png' }]);
      expect(bomb.statusCode, `${width}×${height}`).toBe(422);
      expect(bomb.json().message).toBe(message);
    }

    const nothing = await upload(product.id, [{ field: 'alt', value: 'no file' }]);
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().message).toBe(PRODUCT_IMAGE_MESSAGES.required);

    const detail = (await shop.app.inject({ method: 'GET', url: `/api/admin/products/${product.id}`, headers: editor })).json().data;
    expect(detail.images).toEqual([]);
  });

  it('refuses a caller without a staff session, and a role that may not edit the catalogue', async () => {
    const product = await newProduct();
    const parts = [{ field: 'images', value: await png(10, 10), filename: 'a.png', type: 'image/png' }];
    const anonymous = await upload(product.id, parts, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(API_ERROR_MESSAGES.unauthorized);
    expect((await upload(product.id, parts, orderHandler)).statusCode).toBe(403);
    const image = await upload(product.id, parts);
    const imageId = image.json().data.images[0].id;
    expect((await shop.app.inject({ method: 'DELETE', url: `/api/admin/products/${product.id}/images/${imageId}` })).statusCode).toBe(401);
    expect((await shop.app.inject({ method: 'DELETE', url: `/api/admin/products/${product.id}/images/${imageId}`, headers: orderHandler })).statusCode).toBe(
      403,
    );
    expect((await upload(2_000_000_000, parts)).statusCode).toBe(404);
  });

  it('deletes a picture and its files, and the next picture becomes the primary one', async () => {
    const product = await newProduct();
    const uploaded = await upload(product.id, [
      { field: 'images', value: await png(50, 50), filename: 'a.png', type: 'image/png' },
      { field: 'images', value: await png(60, 40), filename: 'b.png', type: 'image/png' },
    ]);
    const [first, second] = uploaded.json().data.images as Image[];
    const response = await shop.app.inject({ method: 'DELETE', url: `/api/admin/products/${product.id}/images/${first!.id}`, headers: editor });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(PRODUCT_IMAGE_MESSAGES.deleted);
    for (const url of Object.values(first!.urls)) expect(await exists(url), url).toBe(false);
    for (const url of Object.values(second!.urls)) expect(await exists(url), url).toBe(true);

    const storefront = (await shop.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json().data;
    expect(storefront.media.map((item: { id: number }) => item.id)).toEqual([second!.id]);
    expect(storefront.image_url).toBe(second!.urls.optimized);
    expect((await shop.app.inject({ method: 'GET', url: first!.urls.card })).statusCode).toBe(404);

    const again = await shop.app.inject({ method: 'DELETE', url: `/api/admin/products/${product.id}/images/${first!.id}`, headers: editor });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(PRODUCT_IMAGE_MESSAGES.unknownImage);
    const [entry] = await shop.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(product.id)), eq(auditLog.action, 'delete_image')));
    expect(entry?.before).toMatchObject({ id: first!.id, is_primary: true });
  });

  it('keeps the files a copied product still shows', async () => {
    const product = await newProduct();
    const uploaded = await upload(product.id, [{ field: 'images', value: await png(32, 32), filename: 'a.png', type: 'image/png' }]);
    const image = uploaded.json().data.images[0] as Image;
    const copy = await shop.app.inject({ method: 'POST', url: `/api/admin/products/${product.id}/duplicate`, headers: editor });
    expect(copy.statusCode).toBe(201);
    const deleted = await shop.app.inject({ method: 'DELETE', url: `/api/admin/products/${product.id}/images/${image.id}`, headers: editor });
    expect(deleted.statusCode).toBe(200);
    for (const url of Object.values(image.urls)) expect(await exists(url), url).toBe(true);
  });
});
