import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '#domain/account.ts';
import { registerCustomer } from '#server/test/accounts.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';

// Found by the API fuzz test: a multipart body the parser cannot read threw plain Errors
// ("Multipart: Boundary not found", "Unexpected end of multipart data") that answered 500.
describe.each(databaseKinds)('a profile image upload that is not a readable form on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  beforeAll(async () => {
    shop = await openTestApp(kind);
  });
  afterAll(() => shop?.close());

  it('is refused as a missing image, not a server error', async () => {
    const { auth } = await registerCustomer(shop.app);
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#0a6' } })
      .png()
      .toBuffer();
    const part = (boundary: string) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="profile_image"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`),
        png,
        Buffer.from('\r\n'),
      ]);
    const cases: [contentType: string, payload: Buffer][] = [
      ['multipart/form-data', Buffer.concat([part('x'), Buffer.from('--x--\r\n')])],
      ['multipart/form-data; boundary=', Buffer.concat([part('x'), Buffer.from('--x--\r\n')])],
      ['multipart/form-data; boundary=---- a b ----', Buffer.concat([part('---- a b ----'), Buffer.from('------ a b ------\r\n')])],
      ['multipart/form-data; boundary=x', Buffer.from('--x\r\nContent-Disposition: form-data; name="profile_image"; filename="me.png"\r\n\r\n')],
      ['multipart/form-data; boundary=x', Buffer.from('this is not a form at all')],
    ];
    for (const [contentType, payload] of cases) {
      const response = await shop.app.inject({
        method: 'POST',
        url: '/api/dashboard/profile/upload-image',
        headers: { ...auth, 'content-type': contentType },
        payload,
      });
      expect(response.statusCode, `${contentType}: ${response.body}`).toBe(422);
      expect(response.json()).toEqual({ success: false, message: M.imageRequired, errors: { profile_image: [M.imageRequired] } });
    }
    const fine = await shop.app.inject({
      method: 'POST',
      url: '/api/dashboard/profile/upload-image',
      headers: { ...auth, 'content-type': 'multipart/form-data; boundary=x' },
      payload: Buffer.concat([part('x'), Buffer.from('--x--\r\n')]),
    });
    expect(fine.statusCode).toBe(200);
  });
});
