import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '#server/db/schema.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { multipart } from '#server/test/multipart.ts';
import { type S3StandIn, startS3StandIn } from '#server/test/s3-standin.ts';
import { enrolledStaff } from '#server/test/staff.ts';
import { s3MediaStore } from './store.ts';

// Pictures kept in an S3 bucket (MEDIA_S3_BUCKET) instead of the local folder: written there by the
// back office, served under the shop's own /media/ addresses, removed with what names them.

let s3: S3StandIn;
beforeAll(async () => {
  s3 = await startS3StandIn();
});
afterAll(() => s3?.close());

const bucketOf = () => s3MediaStore({ bucket: s3.bucket, region: 'us-east-1', endpoint: s3.endpoint, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });

describe('the bucket store', () => {
  it('stores, finds, reads and removes whole files, and refuses paths that climb out', async () => {
    const store = bucketOf();
    const body = Buffer.from(`picture ${randomBytes(4).toString('hex')}`);
    expect(await store.has(['unit/a-card.webp'])).toBe(false);
    await store.put('unit/a-card.webp', body, 'image/webp');
    expect(await store.has(['unit/a-card.webp'])).toBe(true);
    const file = await store.open('unit/a-card.webp');
    expect(file?.contentType).toBe('image/webp');
    expect(file?.length).toBe(body.length);
    expect(Buffer.concat(await file!.body.toArray())).toEqual(body);

    await expect(store.put('../outside.webp', body, 'image/webp')).rejects.toThrow(/not a media path/);
    expect(await store.open('../unit/a-card.webp')).toBeNull();
    await store.remove(['unit/a-card.webp', 'unit/never-stored.webp']);
    expect(await store.has(['unit/a-card.webp'])).toBe(false);
    expect(await store.open('unit/a-card.webp')).toBeNull();
  });

  it('keeps a shop under its folder of the bucket when given one', async () => {
    const shared = bucketOf();
    const prefixed = s3MediaStore({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      prefix: 'shop-2/',
    });
    await prefixed.put('logo-card.webp', Buffer.from('x'), 'image/webp');
    expect(await shared.has(['shop-2/logo-card.webp'])).toBe(true);
    expect(await shared.has(['logo-card.webp'])).toBe(false);
  });
});

describe.each(databaseKinds)('product pictures in a bucket on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  let editor: Record<string, string>;

  beforeAll(async () => {
    shop = await openTestApp(kind, { env: s3.env });
    editor = { cookie: (await enrolledStaff(shop.app, shop.services, 'catalogue_editor')).cookie };
  }, 120_000);
  afterAll(() => shop?.close());

  it('are stored in the bucket, served by the shop with a year of caching, and removed with the picture', async () => {
    const [category] = await shop.db.select({ id: categories.id }).from(categories).where(eq(categories.active, true)).limit(1);
    const created = await shop.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: editor,
      payload: {
        name: 'Bucket Kept Kettle',
        sku: `S3-${randomBytes(5).toString('hex').toUpperCase()}`,
        retail_price: 2_500,
        stock: 4,
        status: 'active',
        category_id: category!.id,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const productId = (created.json() as { data: { id: number } }).data.id;

    const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: randomInt(256), g: randomInt(256), b: randomInt(256) } } })
      .png()
      .toBuffer();
    const body = multipart([{ field: 'images', value: picture, filename: 'kettle.png', type: 'image/png' }]);
    const uploaded = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/products/${productId}/images`,
      headers: { ...editor, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [image] = (uploaded.json() as { data: { images: { id: number; urls: Record<string, string> }[] } }).data.images;
    const cardUrl = image!.urls.card!;
    const relativePath = cardUrl.replace(/^\/media\//, '');

    expect(await bucketOf().has([relativePath])).toBe(true);
    // Nothing was written to the local folder.
    expect(fs.existsSync(path.join(shop.dataDir, 'media', relativePath))).toBe(false);

    const served = await shop.app.inject({ method: 'GET', url: cardUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const { format, width } = await sharp(served.rawPayload).metadata();
    expect({ format, width }).toEqual({ format: 'webp', width: 64 });
    expect((await shop.app.inject({ method: 'GET', url: '/media/uploads/products/none-0123456789-card.webp' })).statusCode).toBe(404);

    const removed = await shop.app.inject({ method: 'DELETE', url: `/api/admin/products/${productId}/images/${image!.id}`, headers: editor });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await bucketOf().has([relativePath])).toBe(false);
    expect((await shop.app.inject({ method: 'GET', url: cardUrl })).statusCode).toBe(404);
  });
});
