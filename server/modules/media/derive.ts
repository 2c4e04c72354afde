import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** The sizes every stored image is derived into; names match the spec's media urls. */
export const IMAGE_SIZES = {
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

/**
 * Re-encodes an image (any format sharp reads, SVG included) and writes its derived WebP sizes
 * below `folder` in the media root. File names carry a content hash, so they can be cached for a
 * year, and files an earlier run wrote are kept rather than encoded again.
 */
export async function deriveImages(root: string, folder: string, baseName: string, source: Buffer): Promise<DerivedImage> {
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
  await fs.mkdir(path.join(root, folder), { recursive: true });

  // Decode (or rasterise) once; every size is cut from the same pixels.
  const { data, info } = await sharp(source, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize({ width: IMAGE_SIZES.original.width, height: IMAGE_SIZES.original.width, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };

  // An image no larger than the optimized size is its own original: one file serves both.
  const originalIsOptimized = Math.max(info.width, info.height) <= IMAGE_SIZES.optimized.width;
  const fileOf = (size: ImageSize) => `${folder}/${baseName}-${hash}-${originalIsOptimized && size === 'original' ? 'optimized' : size}.webp`;
  const sizes = (Object.keys(IMAGE_SIZES) as ImageSize[]).filter((size) => !(originalIsOptimized && size === 'original'));
  const paths = Object.fromEntries((Object.keys(IMAGE_SIZES) as ImageSize[]).map((size) => [size, fileOf(size)])) as Record<ImageSize, string>;

  if (!(await filesExist(root, sizes.map(fileOf)))) {
    await Promise.all(
      sizes.map((size) => {
        const { width, quality } = IMAGE_SIZES[size];
        return sharp(data, raw)
          .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
          .webp({ quality, effort: WEBP_EFFORT })
          .toFile(path.join(root, fileOf(size)));
      }),
    );
  }
  return { paths, width: info.width, height: info.height };
}

export async function filesExist(root: string, relativePaths: string[]): Promise<boolean> {
  try {
    await Promise.all(relativePaths.map((relativePath) => fs.access(path.join(root, relativePath))));
    return true;
  } catch {
    return false;
  }
}
