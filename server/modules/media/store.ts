import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';

/**
 * Where the shop's pictures (products, banners, brand logos, profile pictures) are kept: a folder
 * of this machine (the default, `DATA_DIR/media`), or a bucket of any S3-compatible object store,
 * which several processes on several machines share. Paths are relative (`products/x-1a2b-card.webp`)
 * and carry a content hash, so a stored file never changes under its name.
 */
export interface MediaStore {
  kind: 'folder' | 's3';
  /** Whether every one of the files is stored. */
  has(relativePaths: string[]): Promise<boolean>;
  /** Stores a whole file; a reader never finds half of it. */
  put(relativePath: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes files; one already gone is no error, and a path that would leave the store is ignored. */
  remove(relativePaths: Iterable<string>): Promise<void>;
  /** A stored file to send, or null when there is none (the folder store is served by @fastify/static instead). */
  open(relativePath: string): Promise<{ body: Readable; length: number | undefined; contentType: string | undefined } | null>;
}

/** A path the store may hold: relative, without climbing out, of plain characters. */
const STORABLE = /^(?:[\w-]+\/)*[\w.-]+$/;
const storable = (relativePath: string) => STORABLE.test(relativePath) && !relativePath.split('/').includes('..');

export function folderMediaStore(root: string): MediaStore {
  const resolvedRoot = path.resolve(root);
  const inside = (relativePath: string) => {
    const target = path.resolve(resolvedRoot, relativePath);
    return target.startsWith(`${resolvedRoot}${path.sep}`) ? target : null;
  };
  return {
    kind: 'folder',
    async has(relativePaths) {
      try {
        await Promise.all(relativePaths.map((relativePath) => fs.access(path.join(resolvedRoot, relativePath))));
        return true;
      } catch {
        return false;
      }
    },
    async put(relativePath, body) {
      const target = inside(relativePath);
      if (!target) throw new Error(`not a media path: ${relativePath}`);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Written aside and renamed: the media route serves whatever is there with a year-long cache.
      const aside = `${target}.${process.pid}-${randomUUID()}.tmp`;
      try {
        await fs.writeFile(aside, body);
        await fs.rename(aside, target);
      } finally {
        await fs.rm(aside, { force: true });
      }
    },
    async remove(relativePaths) {
      await Promise.all(
        [...new Set(relativePaths)].map(async (relativePath) => {
          const target = inside(relativePath);
          if (target) await fs.rm(target, { force: true });
        }),
      );
    },
    async open() {
      return null;
    },
  };
}

export interface S3MediaSettings {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, Ceph, R2, a local stand-in); unset for AWS itself. */
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Keys are stored under this folder of the bucket (`shop/`), so one bucket can hold several shops. */
  prefix?: string | undefined;
}

/** Files are named by their content, so every copy anywhere may be kept for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function s3MediaStore(settings: S3MediaSettings): MediaStore {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // Whole buffers, sent with their length: checksums only where S3 requires them, which every
    // S3-compatible service understands.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const prefix = settings.prefix ? `${settings.prefix.replace(/\/+$/, '')}/` : '';
  const keyOf = (relativePath: string) => `${prefix}${relativePath}`;
  const missing = (error: unknown) =>
    error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

  return {
    kind: 's3',
    async has(relativePaths) {
      try {
        await Promise.all(relativePaths.map((relativePath) => client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: keyOf(relativePath) }))));
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    async put(relativePath, body, contentType) {
      if (!storable(relativePath)) throw new Error(`not a media path: ${relativePath}`);
      await client.send(
        new PutObjectCommand({ Bucket: settings.bucket, Key: keyOf(relativePath), Body: body, ContentType: contentType, CacheControl: IMMUTABLE }),
      );
    },
    async remove(relativePaths) {
      // One call per file: a picture has at most four, and the batch call (DeleteObjects) wants a
      // checksum that not every S3-compatible service reads. Deleting a missing key succeeds.
      const paths = [...new Set(relativePaths)].filter(storable);
      await Promise.all(paths.map((relativePath) => client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: keyOf(relativePath) }))));
    },
    async open(relativePath) {
      if (!storable(relativePath)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: keyOf(relativePath) }));
        return { body: object.Body as Readable, length: object.ContentLength, contentType: object.ContentType };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
  };
}

/**
 * The store pictures go to, and the local media folder beside it: the demo's pending picture
 * sources stay there (server/modules/media/pending.ts) whatever the store, and when the store is
 * the folder it is that same folder.
 */
export interface MediaPlaces {
  store: MediaStore;
  root: string;
}

/** Pictures in the folder itself: the default, and the tests'. */
export const localMedia = (root: string): MediaPlaces => ({ store: folderMediaStore(root), root });
