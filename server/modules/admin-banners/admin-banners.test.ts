import { randomBytes, randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_MESSAGES } from '#domain/banners.ts';
import { PRODUCT_IMAGE_MESSAGES } from '#domain/product-images.ts';
import { auditLog, categories } from '#server/db/schema.ts';
import { registerCustomer } from '#server/test/accounts.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { enrolledStaff } from '#server/test/staff.ts';

// The back office's banners, called as a signed-in catalogue editor (who reaches the content
// area); what the home page shows after a change is read through the storefront's own API.

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

interface Banner {
  id: number;
  title: string;
  position?: string;
  link_url?: string | null;
  category_id?: number;
  image_url: string | null;
  mobile_image_url: string | null;
  image_width: number | null;
  image_height: number | null;
  display_order: number;
  starts_at: string | null;
  ends_at: string | null;
  updated_at: string;
}

const unique = () => randomBytes(4).toString('hex');
const HOUR_MS = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();

function imageForm(bytes: Buffer) {
  const boundary = `----dokan${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="banner.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

// A colour of its own for every picture: the media folder is shared by every suite and file names come from the content.
const png = () =>
  sharp({ create: { width: 320, height: 120, channels: 3, background: { r: randomInt(256), g: randomInt(256), b: randomInt(256) } } })
    .png()
    .toBuffer();

describe.each(databaseKinds)('back-office banners on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  let editor: Record<string, string>;

  beforeAll(async () => {
    shop = await openTestApp(kind);
    editor = { cookie: (await enrolledStaff(shop.app, shop.services, 'catalogue_editor')).cookie };
  }, 120_000);
  afterAll(() => shop?.close());

  const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = editor) =>
    shop.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  const upload = (path: string, bytes: Buffer) => {
    const form = imageForm(bytes);
    return shop.app.inject({ method: 'POST', url: path, headers: { ...editor, ...form.headers }, payload: form.payload });
  };

  async function addBanner(fields: object): Promise<Banner> {
    const created = await call('POST', '/api/admin/banners', { title: `Banner ${unique()}`, position: 'side', ...fields });
    expect(created.statusCode, created.body).toBe(201);
    const banner = created.json().data as Banner;
    const pictured = await upload(`/api/admin/banners/${banner.id}/image`, await png());
    expect(pictured.statusCode, pictured.body).toBe(200);
    return pictured.json().data as Banner;
  }

  const shownIds = async () => ((await call('GET', '/api/typesense/positional-banners', undefined, {})).json().data as { id: number }[]).map((b) => b.id);

  it('refuses a caller without a staff session, an order handler and a customer', async () => {
    expect((await call('GET', '/api/admin/banners', undefined, {})).statusCode).toBe(401);
    const handler = { cookie: (await enrolledStaff(shop.app, shop.services, 'order_handler')).cookie };
    expect((await call('GET', '/api/admin/banners', undefined, handler)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/category-banners', { title: 'x', category_id: 1 }, handler)).statusCode).toBe(403);
    const customer = await registerCustomer(shop.app);
    expect((await call('GET', '/api/admin/category-banners', undefined, customer.auth)).statusCode).toBe(403);
  });

  it('adds, changes, uploads pictures for and deletes a home banner, with the home page following at once', async () => {
    const banner = await addBanner({ link_url: '/shop', display_order: 0 });
    expect(banner.image_url).toMatch(/^\/media\/uploads\/banners\//);
    expect(banner).toMatchObject({ image_width: 320, image_height: 120, display_order: 0 });
    expect(await shownIds()).toContain(banner.id);

    const mobile = await upload(`/api/admin/banners/${banner.id}/image?variant=mobile`, await png());
    expect(mobile.statusCode, mobile.body).toBe(200);
    expect(mobile.json().data.mobile_image_url).toMatch(/^\/media\/uploads\/banners\//);

    const renamed = await call('PATCH', `/api/admin/banners/${banner.id}`, { title: 'Eid deals', link_url: 'https://example.com/eid' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const home = (await call('GET', '/api/typesense/positional-banners', undefined, {})).json().data as { id: number; title: string }[];
    expect(home.find((b) => b.id === banner.id)?.title).toBe('Eid deals');

    const off = await call('PATCH', `/api/admin/banners/${banner.id}`, { active: false });
    expect(off.statusCode).toBe(200);
    expect(await shownIds()).not.toContain(banner.id);

    const audit = await shop.services.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'banner'), eq(auditLog.entityId, String(banner.id))));
    expect(audit.map((row) => row.action).sort()).toEqual(['create', 'set_image', 'set_mobile_image', 'update', 'update'].sort());

    const activity = await call('GET', `/api/admin/activity?entity=banner&entity_id=${banner.id}`);
    expect(activity.statusCode, activity.body).toBe(200);
    expect(activity.json().data[0]).toMatchObject({ subject: 'Eid deals', action_label: 'Changed' });

    expect((await call('DELETE', `/api/admin/banners/${banner.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/banners/${banner.id}`)).statusCode).toBe(404);
  });

  it('moves a banner among those of its position', async () => {
    const first = await addBanner({ position: 'hero' });
    const second = await addBanner({ position: 'hero' });
    const moved = await call('PATCH', `/api/admin/banners/${second.id}`, { display_order: 0 });
    expect(moved.statusCode, moved.body).toBe(200);
    const heroes = ((await call('GET', '/api/admin/banners')).json().data as Banner[]).filter((b) => b.position === 'hero');
    const ids = heroes.map((b) => b.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(heroes.map((b) => b.display_order)).toEqual(heroes.map((_, index) => index));
  });

  it('refuses a link that is neither a shop path nor https, a schedule that ends before it starts, and a picture that is not one', async () => {
    for (const link_url of ['javascript:alert(1)', 'http://example.com', '//evil.example', 'shop']) {
      const refused = await call('POST', '/api/admin/banners', { title: 'Bad link', position: 'hero', link_url });
      expect(refused.statusCode, link_url).toBe(422);
      expect(refused.json().errors.link_url).toEqual([BANNER_MESSAGES.link]);
    }
    const backwards = await call('POST', '/api/admin/banners', { title: 'Backwards', position: 'hero', starts_at: inHours(2), ends_at: inHours(1) });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.ends_at).toEqual([BANNER_MESSAGES.endsBeforeStart]);

    const banner = await addBanner({ starts_at: inHours(1) });
    const halfBackwards = await call('PATCH', `/api/admin/banners/${banner.id}`, { ends_at: inHours(0.5) });
    expect(halfBackwards.statusCode).toBe(422);
    expect(halfBackwards.json().errors.ends_at).toEqual([BANNER_MESSAGES.endsBeforeStart]);

    const notAPicture = await upload(`/api/admin/banners/${banner.id}/image`, Buffer.from('<html>not a picture</html>'));
    expect(notAPicture.statusCode).toBe(422);
    expect(notAPicture.json().errors.image).toEqual([PRODUCT_IMAGE_MESSAGES.unsupported]);
    expect((await call('POST', '/api/admin/banners', { title: 'Nowhere', position: 'footer' })).statusCode).toBe(422);
  });

  it('shows a banner only within its schedule', async () => {
    const upcoming = await addBanner({ starts_at: inHours(1) });
    const ended = await addBanner({ starts_at: inHours(-2), ends_at: inHours(-1) });
    const running = await addBanner({ starts_at: inHours(-1), ends_at: inHours(1) });
    const shown = await shownIds();
    expect(shown).not.toContain(upcoming.id);
    expect(shown).not.toContain(ended.id);
    expect(shown).toContain(running.id);

    const started = await call('PATCH', `/api/admin/banners/${upcoming.id}`, { starts_at: inHours(-0.5) });
    expect(started.statusCode, started.body).toBe(200);
    expect(await shownIds()).toContain(upcoming.id);
  });

  it('manages category section banners the same way', async () => {
    const [category] = await shop.services.database.db
      .insert(categories)
      .values({ name: `Banners ${unique()}`, slug: `banners-${unique()}` })
      .returning();
    const created = await call('POST', '/api/admin/category-banners', { title: 'Phones', category_id: category!.id, display_order: 0 });
    expect(created.statusCode, created.body).toBe(201);
    const banner = created.json().data as Banner;
    expect(banner.category_id).toBe(category!.id);
    expect((await call('POST', '/api/admin/category-banners', { title: 'Lost', category_id: 2_000_000 })).json().errors.category_id).toEqual([
      BANNER_MESSAGES.unknownCategory,
    ]);

    const homeIds = async () =>
      ((await call('GET', '/api/typesense/home-data', undefined, {})).json().data.category_product_banners as { id: number }[]).map((b) => b.id);
    // Without a picture it is not shown yet.
    expect(await homeIds()).not.toContain(banner.id);
    const pictured = await upload(`/api/admin/category-banners/${banner.id}/image`, await png());
    expect(pictured.statusCode, pictured.body).toBe(200);
    expect(await homeIds()).toContain(banner.id);

    const later = await call('PATCH', `/api/admin/category-banners/${banner.id}`, { starts_at: inHours(3) });
    expect(later.statusCode).toBe(200);
    expect(await homeIds()).not.toContain(banner.id);

    expect((await call('DELETE', `/api/admin/category-banners/${banner.id}`)).statusCode).toBe(200);
    const audit = await shop.services.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entity, 'category_banner'));
    expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(['create', 'set_image', 'update', 'delete']));
  });
});
