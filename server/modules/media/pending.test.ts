import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bannerArtSvg } from './banner-art.ts';
import { deriveImages, planFiles } from './derive.ts';
import { once } from 'node:events';
import { drawPending, drawPendingInBackground, ensureMediaFile, listPending, queueSvgImage } from './pending.ts';
import { folderMediaStore, localMedia } from './store.ts';
import { PRODUCT_ART_SIZE, productArtSvg } from '../../../scripts/demo/product-art.ts';

const webpFiles = (root: string) =>
  fs.existsSync(root) ? fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.webp')) : [];

describe('pictures drawn later', () => {
  let root: string;
  const svg = productArtSvg({ art: 'laptop', title: 'Test Laptop 14', brand: 'Acme', view: 0 });
  const banner = bannerArtSvg({ title: 'Eid sale', subtitle: 'Up to 20% off', width: 1200, height: 450 });

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'dokan-pending-'));
  });
  afterEach(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('get the names and size drawing them now would give, without drawing anything', async () => {
    const queued = await queueSvgImage(localMedia(root), 'products/acme-1', '1', svg, PRODUCT_ART_SIZE, PRODUCT_ART_SIZE);
    const queuedBanner = await queueSvgImage(localMedia(root), 'banners', 'banner-1', banner, 1200, 450);
    expect(webpFiles(root)).toEqual([]);
    expect(await listPending(root)).toHaveLength(2);

    const drawn = await deriveImages(folderMediaStore(fs.mkdtempSync(path.join(root, 'now-'))), 'products/acme-1', '1', Buffer.from(svg));
    const drawnBanner = await deriveImages(folderMediaStore(fs.mkdtempSync(path.join(root, 'now-'))), 'banners', 'banner-1', Buffer.from(banner));
    expect(queued).toEqual(drawn);
    expect(queuedBanner).toEqual(drawnBanner);
  });

  it('are drawn one file at a time when asked for, and the sources are never served', async () => {
    const image = await queueSvgImage(localMedia(root), 'products/acme-1', '1', svg, PRODUCT_ART_SIZE, PRODUCT_ART_SIZE);
    const [first, second] = await Promise.all([
      ensureMediaFile(folderMediaStore(root), root, image.paths.card),
      ensureMediaFile(folderMediaStore(root), root, image.paths.card),
    ]);
    expect([first, second]).toEqual([true, true]);
    expect(webpFiles(root)).toEqual([image.paths.card]);
    const { width, format } = await sharp(path.join(root, image.paths.card)).metadata();
    expect({ width, format }).toEqual({ width: 400, format: 'webp' });

    expect(await ensureMediaFile(folderMediaStore(root), root, 'products/acme-1/9-0123456789-card.webp')).toBe(false);
    expect(await ensureMediaFile(folderMediaStore(root), root, '../outside-0123456789-card.webp')).toBe(false);
  });

  it('are all drawn by the background pass, which leaves no sources behind and can run again', async () => {
    const image = await queueSvgImage(localMedia(root), 'products/acme-1', '1', svg, PRODUCT_ART_SIZE, PRODUCT_ART_SIZE);
    const bannerImage = await queueSvgImage(localMedia(root), 'banners', 'banner-1', banner, 1200, 450);
    const progress: string[] = [];
    expect(await drawPending(folderMediaStore(root), root, (done, total) => progress.push(`${done}/${total}`))).toBe(2);
    expect(progress).toEqual(['1/2', '2/2']);
    expect(webpFiles(root).sort()).toEqual([...planFiles(image), ...planFiles(bannerImage)].map((file) => file.path).sort());
    expect(await listPending(root)).toEqual([]);
    expect(await drawPending(folderMediaStore(root), root)).toBe(0);
    // Once drawn, queueing the same picture again writes no source.
    await queueSvgImage(localMedia(root), 'products/acme-1', '1', svg, PRODUCT_ART_SIZE, PRODUCT_ART_SIZE);
    expect(await listPending(root)).toEqual([]);
  });

  it('are drawn by a helper process that says how far along it is', async () => {
    const images = await Promise.all(
      [0, 1, 2].map((view) =>
        queueSvgImage(
          localMedia(root),
          'products/acme-1',
          `${view + 1}`,
          productArtSvg({ art: 'phone', title: 'Acme Phone', brand: 'Acme', view }),
          PRODUCT_ART_SIZE,
          PRODUCT_ART_SIZE,
        ),
      ),
    );
    const lines: string[] = [];
    // At normal priority: on a busy machine the shop's own niceness would starve the test.
    const child = await drawPendingInBackground(root, (line) => lines.push(line), 0);
    expect(child).not.toBeNull();
    await once(child!, 'exit');
    expect(lines[0]).toMatch(/^drawing images in the background: 3 to go/);
    expect(lines).toContainEqual(expect.stringMatching(/^drawing images: 3\d% \(1\/3\)$/));
    expect(lines.at(-1)).toMatch(/^drawing images: done, 3 drawn in [\d.]+ s$/);
    expect(webpFiles(root).sort()).toEqual(images.flatMap((image) => planFiles(image).map((file) => file.path)).sort());
    expect(await drawPendingInBackground(root, (line) => lines.push(line))).toBeNull();
  }, 60_000);
});
