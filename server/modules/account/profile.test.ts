import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M, PROFILE_IMAGE_MAX_BYTES } from '#domain/account.ts';
import { registerCustomer } from '#server/test/accounts.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';

/** A multipart body with one file, as a browser's FormData sends it. */
function multipart(content: Buffer, options: { field?: string; filename?: string; type?: string } = {}) {
  const boundary = `----dokan${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'profile_image'}"; filename="${options.filename ?? 'me.png'}"\r\n` +
      `Content-Type: ${options.type ?? 'image/png'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

// A random colour each time, so no two tests (or parallel runs) write the same file.
const randomColour = () => ({ r: randomInt(256), g: randomInt(256), b: randomInt(256) });
const solidImage = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: randomColour() } });

describe.each(databaseKinds)('profile on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  beforeAll(async () => {
    shop = await openTestApp(kind);
  });
  afterAll(() => shop?.close());

  const put = (payload: object, headers: Record<string, string>) => shop.app.inject({ method: 'PUT', url: '/api/dashboard/profile', payload, headers });
  const upload = (content: Buffer, auth: Record<string, string>, options: Parameters<typeof multipart>[1] = {}) => {
    const body = multipart(content, options);
    return shop.app.inject({ method: 'POST', url: '/api/dashboard/profile/upload-image', payload: body.payload, headers: { ...auth, ...body.headers } });
  };
  const mediaFile = (url: string) => path.join(shop.dataDir, 'media', url.replace(/^\/media\//, ''));

  it('saves every profile field, normalised, and the next sign-in sees them', async () => {
    const { auth } = await registerCustomer(shop.app);
    const response = await put(
      {
        full_name: '  Nusrat Jahan ',
        email: 'Nusrat.Jahan@Example.com',
        phone: '+8801912345678',
        date_of_birth: '1995-04-14',
        gender: 'female',
        address: { address: 'Flat 3B, Road 27', division: 'চট্টগ্রাম', district: "cox's bazar", area: '' },
      },
      auth,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({ success: true, message: M.profileUpdated });
    const expected = {
      full_name: 'Nusrat Jahan',
      email: 'nusrat.jahan@example.com',
      phone: '01912345678',
      date_of_birth: '1995-04-14',
      gender: 'female',
      address: { address: 'Flat 3B, Road 27', division: 'Chattogram', district: "Cox's Bazar", area: null },
    };
    expect(response.json().data.customer).toMatchObject(expected);
    const me = await shop.app.inject({ method: 'GET', url: '/api/auth/user', headers: auth });
    expect(me.json().data.customer).toMatchObject(expected);
  });

  it('keeps fields left out, and clears the ones sent empty', async () => {
    const { auth, input } = await registerCustomer(shop.app);
    await put(
      { full_name: 'First Name', date_of_birth: '1990-01-01', gender: 'male', address: { address: 'Road 1', division: 'Dhaka', district: 'Gazipur' } },
      auth,
    );
    const renamed = (await put({ full_name: 'Second Name' }, auth)).json().data.customer;
    expect(renamed).toMatchObject({
      full_name: 'Second Name',
      email: input.email,
      phone: input.phone,
      date_of_birth: '1990-01-01',
      gender: 'male',
      address: { district: 'Gazipur' },
    });
    const cleared = (await put({ full_name: 'Second Name', email: '', date_of_birth: '', gender: '', address: null }, auth)).json().data.customer;
    expect(cleared).toMatchObject({ email: null, phone: input.phone, date_of_birth: null, gender: null, address: null });
  });

  it('refuses invalid fields with a message on each', async () => {
    const { auth } = await registerCustomer(shop.app);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const cases: [object, string, string][] = [
      [{ full_name: ' ' }, 'full_name', M.fullNameRequired],
      [{ full_name: 'A', email: 'not-an-email' }, 'email', M.invalidEmail],
      [{ full_name: 'A', phone: '01212345678' }, 'phone', M.invalidPhone],
      [{ full_name: 'A', date_of_birth: tomorrow }, 'date_of_birth', M.dateOfBirthInFuture],
      [{ full_name: 'A', date_of_birth: '2001-02-30' }, 'date_of_birth', M.invalidDateOfBirth],
      [{ full_name: 'A', date_of_birth: '14/04/1995' }, 'date_of_birth', M.invalidDateOfBirth],
      [{ full_name: 'A', date_of_birth: '1850-01-01' }, 'date_of_birth', M.invalidDateOfBirth],
      [{ full_name: 'A', gender: 'robot' }, 'gender', M.invalidGender],
      [{ full_name: 'A', address: { address: 'Road 1', division: 'Atlantis', district: 'Dhaka' } }, 'address.division', M.divisionInvalid],
      [{ full_name: 'A', address: { address: 'Road 1', division: 'Dhaka', district: 'Sylhet' } }, 'address.district', M.districtInvalid],
      [{ full_name: 'A', address: { address: ' ', division: 'Dhaka', district: 'Dhaka' } }, 'address.address', M.addressRequired],
    ];
    for (const [payload, field, message] of cases) {
      const response = await put(payload, auth);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors[field]?.[0], JSON.stringify(payload)).toBe(message);
    }
  });

  it("refuses another customer's email or phone, and an account left with neither", async () => {
    const first = await registerCustomer(shop.app);
    const second = await registerCustomer(shop.app);
    const taken = await put({ full_name: 'B', email: first.input.email.toUpperCase(), phone: `+88${first.input.phone}` }, second.auth);
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: [M.emailTaken], phone: [M.phoneTaken] });
    // Its own email and phone are not "taken".
    expect((await put({ full_name: 'B', email: second.input.email, phone: second.input.phone }, second.auth)).statusCode).toBe(200);

    const neither = await put({ full_name: 'B', email: '', phone: '' }, second.auth);
    expect(neither.statusCode).toBe(422);
    expect(neither.json().errors).toEqual({ email: [M.emailOrPhoneRequired] });
    expect((await put({ full_name: 'B', email: '' }, second.auth)).statusCode).toBe(200);
    const lastOne = await put({ full_name: 'B', phone: '' }, second.auth);
    expect(lastOne.statusCode).toBe(422);
    expect(lastOne.json().errors).toEqual({ email: [M.emailOrPhoneRequired] });
  });

  it('stores an uploaded PNG as a 512-pixel WebP served from /media, and removes the one it replaces', async () => {
    const { auth } = await registerCustomer(shop.app);
    const response = await upload(await solidImage(1200, 900).png().toBuffer(), auth);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: M.imageUploaded });
    const url: string = body.data.profile_image;
    expect(url).toMatch(/^\/media\/profiles\/\d+-[0-9a-f]{16}\.webp$/);
    expect(body.data.customer.profile_image).toBe(url);
    const stored = await sharp(mediaFile(url)).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['webp', 512, 384]);

    const served = await shop.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const again = await upload(await solidImage(300, 300).jpeg().toBuffer(), auth, { filename: 'me.jpg', type: 'image/jpeg' });
    expect(again.statusCode).toBe(200);
    const replacement: string = again.json().data.profile_image;
    expect(replacement).not.toBe(url);
    expect(fs.existsSync(mediaFile(replacement))).toBe(true);
    // Smaller images are not enlarged.
    expect((await sharp(mediaFile(replacement)).metadata()).width).toBe(300);
    expect(fs.existsSync(mediaFile(url))).toBe(false);
  });

  it('turns a JPEG upright by its EXIF orientation and keeps none of its metadata', async () => {
    const { auth } = await registerCustomer(shop.app);
    // Stored 400×200 with "rotate 90°" in EXIF: a camera held upright.
    const photo = await solidImage(400, 200)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'Symphony', Model: 'Z60' } })
      .toBuffer();
    const original = await sharp(photo).metadata();
    expect([original.orientation, original.exif]).toEqual([6, expect.any(Buffer)]);

    const response = await upload(photo, auth, { filename: 'IMG_0001.JPG', type: 'image/jpeg' });
    expect(response.statusCode, response.body).toBe(200);
    const stored = await sharp(mediaFile(response.json().data.profile_image)).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 200, height: 400 });
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(stored.icc).toBeUndefined();
  });

  it('refuses files that are not JPEG, PNG or WebP whatever their name says', async () => {
    const { auth } = await registerCustomer(shop.app);
    const cases: [Buffer, string, string][] = [
      [Buffer.from('This is a shopping list, not a photo.\n'), 'photo.jpg', 'image/jpeg'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'), 'photo.png', 'image/png'],
      [await solidImage(20, 20).gif().toBuffer(), 'photo.webp', 'image/webp'],
      // A real JPEG header with the rest cut off.
      [(await solidImage(600, 600).jpeg().toBuffer()).subarray(0, 400), 'photo.jpg', 'image/jpeg'],
    ];
    for (const [content, filename, type] of cases) {
      const response = await upload(content, auth, { filename, type });
      expect(response.statusCode, filename).toBe(422);
      expect(response.json().errors.profile_image, filename).toEqual([M.imageUnsupported]);
    }
    const me = await shop.app.inject({ method: 'GET', url: '/api/auth/user', headers: auth });
    expect(me.json().data.customer.profile_image).toBeNull();
  });

  it('refuses a file over 5 MB, an image of too many pixels, and a request without the field', async () => {
    const { auth } = await registerCustomer(shop.app);
    // Random bytes after a PNG signature: large, and never mistaken for a small image.
    const oversized = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(PROFILE_IMAGE_MAX_BYTES)]);
    const tooBig = await upload(oversized, auth);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ success: false, message: M.imageTooLarge, errors: { profile_image: [M.imageTooLarge] } });

    // 42 megapixels of one colour compresses to a few kilobytes: a decompression bomb in miniature.
    const bomb = await solidImage(7000, 6000).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(PROFILE_IMAGE_MAX_BYTES);
    const refused = await upload(bomb, auth);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.profile_image).toEqual([M.imageTooManyPixels]);

    const wrongField = await upload(await solidImage(50, 50).png().toBuffer(), auth, { field: 'avatar' });
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json().errors.profile_image).toEqual([M.imageRequired]);
    const notMultipart = await shop.app.inject({ method: 'POST', url: '/api/dashboard/profile/upload-image', payload: { profile_image: 'x' }, headers: auth });
    expect(notMultipart.statusCode).toBe(422);
  });
});
