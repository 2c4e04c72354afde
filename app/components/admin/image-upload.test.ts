import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_IMAGE_LIMITS, PRODUCT_IMAGE_MESSAGES } from '#domain/product-images.ts';
import { ImageUploader } from './ImageUploader.tsx';
import { imageUploadForm, sortChosenFiles, uploadProductImage } from './image-upload.ts';

const chosen = (name: string, type: string, size: number) => ({ name, type, size });

describe('the product picture uploader', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('refuses at once what the server would refuse by size or declared type, and sends the rest', () => {
    const photo = chosen('front.jpg', 'image/jpeg', 2_000_000);
    const unknownType = chosen('scan', '', 50_000);
    const { accepted, refused } = sortChosenFiles([
      photo,
      chosen('manual.pdf', 'application/pdf', 1_000),
      chosen('huge.png', 'image/png', PRODUCT_IMAGE_LIMITS.bytes + 1),
      chosen('empty.webp', 'image/webp', 0),
      unknownType,
    ]);
    expect(accepted).toEqual([photo, unknownType]);
    expect(refused.map(({ file, message }) => [file.name, message])).toEqual([
      ['manual.pdf', PRODUCT_IMAGE_MESSAGES.unsupported],
      ['huge.png', PRODUCT_IMAGE_MESSAGES.tooLarge],
      ['empty.webp', PRODUCT_IMAGE_MESSAGES.required],
    ]);
  });

  it('sends the variant and the alt text with the file, under the names the API reads', () => {
    const form = imageUploadForm(new Blob(['x'], { type: 'image/png' }), 'red.png', 7, '  Red, from the front ');
    expect([...form.keys()]).toEqual(['variant_id', 'alt', 'images']);
    expect(form.get('variant_id')).toBe('7');
    expect(form.get('alt')).toBe('Red, from the front');
    expect((form.get('images') as File).name).toBe('red.png');
    expect([...imageUploadForm(new Blob(['x']), 'a.png', null).keys()]).toEqual(['images']);
  });

  it('answers the stored pictures, or the server’s own message when it refuses the file', async () => {
    const image = { id: 5, position: 0, is_primary: true, alt: null, width: 10, height: 10, variant_id: null, urls: {} };
    const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }));
    vi.stubGlobal('fetch', answer(201, { success: true, message: 'Image uploaded.', data: { images: [image], version: 4 } }));
    expect(await uploadProductImage(3, imageUploadForm(new Blob(['x']), 'a.png', null))).toEqual({ ok: true, images: [image], version: 4 });
    vi.stubGlobal('fetch', answer(413, { success: false, message: PRODUCT_IMAGE_MESSAGES.tooLarge }));
    expect(await uploadProductImage(3, imageUploadForm(new Blob(['x']), 'a.png', null))).toEqual({ ok: false, message: PRODUCT_IMAGE_MESSAGES.tooLarge });
  });

  it('offers a button to choose files, and keeps the file input out of the tab order', () => {
    const html = renderToString(h(ImageUploader, { productId: 3, onUploaded: () => {}, label: 'Pictures' }));
    expect(html).toMatch(/<button type="button"[^>]*aria-describedby="[^"]+"[^>]*>Choose pictures<\/button>/);
    expect(html).toContain('JPEG, PNG or WebP, up to 10 MB each.');
    expect(html).toMatch(/<input type="file" multiple="" accept="image\/jpeg,image\/png,image\/webp" tabindex="-1"/);
  });
});
