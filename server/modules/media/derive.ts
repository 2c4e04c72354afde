import { createHash } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import type { MediaStore } from './store.ts';

/** The sizes every stored image is derived into; names match the `urls` keys clients read. */
const IMAGE_SIZES = {
  original: { width: 1600, quality: 90 },
  optimized: { width: 1000, quality: 80 },
  card: { width: 400, quality: 78 },
  thumbnail: { width: 160, quality: 70 },
} as const;

export type ImageSize = keyof typeof IMAGE_SIZES;

// Effort 2 encodes several times faster than the default 4 for a few per cent more bytes.
const WEBP_EFFORT = 2;

export interface DerivedImage {
  paths: Record<ImageSize, string>;
  width: number;
  height: number;
}

export function mediaRoot(dataDir: string): string {
  return path.join(dataDir, 'media');
}

export function mediaUrl(relativePath: string): string {
  return `/media/${relativePath}`;
}

/** What `deriveImages` writes for a source of the given size, worked out without decoding it. */
export function planImages(folder: string, baseName: string, source: Buffer, sourceWidth: number, sourceHeight: number): DerivedImage {
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
  // As sharp's fit 'inside' without enlargement would size the original.
  const scale = Math.min(1, IMAGE_SIZES.original.width / Math.max(sourceWidth, sourceHeight));
  const width = Math.round(sourceWidth * scale);
  const height = Math.round(sourceHeight * scale);
  // An image no larger than the optimized size is its own original: one file serves both.
  const originalIsOptimized = Math.max(width, height) <= IMAGE_SIZES.optimized.width;
  const fileOf = (size: ImageSize) => `${folder}/${baseName}-${hash}-${originalIsOptimized && size === 'original' ? 'optimized' : size}.webp`;
  const paths = Object.fromEntries((Object.keys(IMAGE_SIZES) as ImageSize[]).map((size) => [size, fileOf(size)])) as Record<ImageSize, string>;
  return { paths, width, height };
}

/** The distinct files of a plan (an original that is its own optimized size is one file). */
export function planFiles(image: DerivedImage): { size: ImageSize; path: string }[] {
  return (Object.keys(IMAGE_SIZES) as ImageSize[])
    .filter((size) => !(size === 'original' && image.paths.original === image.paths.optimized))
    .map((size) => ({ size, path: image.paths[size] }));
}

/** Decodes (or rasterises) a source once, at most at the original size; every size is cut from these pixels. */
async function decode(source: Buffer) {
  const { data, info } = await sharp(source, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize({ width: IMAGE_SIZES.original.width, height: IMAGE_SIZES.original.width, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info, raw: { raw: { width: info.width, height: info.height, channels: info.channels } } };
}

/**
 * Stores the given sizes of a decoded image. The store puts each file under its name only once it
 * is whole: the media route serves whatever is there with a year-long cache, and another process
 * may be drawing the same file.
 */
async function writeSizes(store: MediaStore, pixels: Awaited<ReturnType<typeof decode>>, files: { size: ImageSize; path: string }[]): Promise<void> {
  await Promise.all(
    files.map(async ({ size, path: relativePath }) => {
      const { width, quality } = IMAGE_SIZES[size];
      const webp = await sharp(pixels.data, pixels.raw)
        .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
        .webp({ quality, effort: WEBP_EFFORT })
        .toBuffer();
      await store.put(relativePath, webp, 'image/webp');
    }),
  );
}

/**
 * Draws a planned image from its source: the one file `onlyPath` names, or every size. Files an
 * earlier run (or another process) already stored are kept.
 */
export async function drawImages(store: MediaStore, image: DerivedImage, source: Buffer, onlyPath?: string): Promise<void> {
  const missing = [];
  for (const file of planFiles(image)) {
    if (onlyPath !== undefined && file.path !== onlyPath) continue;
    if (!(await store.has([file.path]))) missing.push(file);
  }
  if (missing.length === 0) return;
  await writeSizes(store, await decode(source), missing);
}

/**
 * Re-encodes an image (any format sharp reads, SVG included) and stores its derived WebP sizes
 * below `folder`. File names carry a content hash, so they can be cached for a year, and files an
 * earlier run stored are kept rather than encoded again.
 */
export async function deriveImages(store: MediaStore, folder: string, baseName: string, source: Buffer): Promise<DerivedImage> {
  const pixels = await decode(source);
  const image = planImages(folder, baseName, source, pixels.info.width, pixels.info.height);
  const files = planFiles(image);
  if (!(await store.has(files.map((file) => file.path)))) await writeSizes(store, pixels, files);
  return image;
}
