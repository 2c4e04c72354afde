import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type DerivedImage, drawImages, planFiles, planImages } from './derive.ts';
import type { MediaStore } from './store.ts';

// Drawing the demo shop's ~1,100 pictures takes the better part of a minute on two cores, so a
// first start does not wait for it. The seed writes each picture's SVG source and the file names
// it will have (the names carry a hash of the source, so they are known before any pixel is
// drawn) to a folder of pending pictures. A request for a file not drawn yet draws it then; a
// low-priority helper process draws the rest in the background and removes each source once all
// its files are stored. Everything is written idempotently: a start that is interrupted simply
// carries on where the last one stopped. The sources stay in the local media folder (`root`)
// whatever store holds the pictures (docs: README, Media).

/** Inside the local media folder so it travels with it; the media route never serves it. */
const PENDING_FOLDER = '.pending';

interface PendingImage {
  image: DerivedImage;
  svg: string;
}

const EXTENSION = '.json';
const DERIVED_FILE = /^((?:[a-z0-9_-]+\/)*[a-z0-9_-]+-[0-9a-f]{10})-(?:original|optimized|card|thumbnail)\.webp$/i;

function pendingRoot(root: string): string {
  return path.join(root, PENDING_FOLDER);
}

/** `folder/name-hash`: what a picture's files share, and the name of its pending source. */
function keyOf(image: DerivedImage): string {
  const match = DERIVED_FILE.exec(image.paths.optimized);
  if (!match?.[1]) throw new Error(`unexpected media file name: ${image.paths.optimized}`);
  return match[1];
}

/**
 * Plans a picture drawn from an SVG of the given size and leaves its source to be drawn later.
 * Returns the file names it will have, to be stored with the rows that show it.
 */
export async function queueSvgImage(
  media: { store: MediaStore; root: string },
  folder: string,
  baseName: string,
  svg: string,
  width: number,
  height: number,
): Promise<DerivedImage> {
  const { store, root } = media;
  const image = planImages(folder, baseName, Buffer.from(svg), width, height);
  if (await store.has(planFiles(image).map((file) => file.path))) return image;
  const target = path.join(pendingRoot(root), `${keyOf(image)}${EXTENSION}`);
  await fs.mkdir(path.dirname(target), { recursive: true });
  const pending: PendingImage = { image, svg };
  // Written aside and renamed, so a reader never finds half a source.
  const aside = `${target}.${process.pid}.tmp`;
  await fs.writeFile(aside, JSON.stringify(pending));
  await fs.rename(aside, target);
  return image;
}

async function readPending(file: string): Promise<PendingImage | null> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as PendingImage;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

const drawing = new Map<string, Promise<boolean>>();

/**
 * Makes sure the media file at `relativePath` exists, drawing it from its pending source if it has
 * one. Returns false when it is no picture's name, or there is no such file and nothing to draw it
 * from. Concurrent requests
 * for one file share one drawing.
 */
export function ensureMediaFile(store: MediaStore, root: string, relativePath: string): Promise<boolean> {
  const running = drawing.get(relativePath);
  if (running) return running;
  // Only names the seed gives pictures (which cannot climb out of the media root) are looked at.
  const key = DERIVED_FILE.exec(relativePath)?.[1];
  if (!key) return Promise.resolve(false);
  const work = (async () => {
    if (await store.has([relativePath])) return true;
    const pending = await readPending(path.join(pendingRoot(root), `${key}${EXTENSION}`));
    // No source: never queued, or the background drawer finished it (and stored the file) meanwhile.
    if (!pending) return store.has([relativePath]);
    await drawImages(store, pending.image, Buffer.from(pending.svg), relativePath);
    return store.has([relativePath]);
  })().finally(() => drawing.delete(relativePath));
  drawing.set(relativePath, work);
  return work;
}

/** The pending sources below the media root, as absolute paths. */
export async function listPending(root: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(pendingRoot(root), { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile() && entry.name.endsWith(EXTENSION)).map((entry) => path.join(entry.parentPath, entry.name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Draws every pending picture in full, removing each source once its files are written. */
export async function drawPending(store: MediaStore, root: string, onProgress: (done: number, total: number) => void = () => {}): Promise<number> {
  const files = await listPending(root);
  let done = 0;
  for (const file of files) {
    const pending = await readPending(file);
    if (pending) {
      await drawImages(store, pending.image, Buffer.from(pending.svg));
      await fs.rm(file, { force: true });
    }
    onProgress(++done, files.length);
  }
  return files.length;
}

export interface ProgressMessage {
  done: number;
  total: number;
}

const WORKER = path.join(import.meta.dirname, 'pending-worker.ts');
const BACKGROUND_NICENESS = 19;

/**
 * Starts a helper process that draws the pending pictures (into the store the shop's settings
 * name, which it reads from the same environment) at the lowest CPU priority, so shoppers'
 * requests (and the pictures they ask for) go first. Reports progress in tenths. Returns the
 * process, or null when nothing is pending.
 */
export async function drawPendingInBackground(root: string, log: (message: string) => void, niceness = BACKGROUND_NICENESS): Promise<ChildProcess | null> {
  const total = (await listPending(root)).length;
  if (total === 0) return null;
  const started = Date.now();
  log(`drawing images in the background: ${total} to go (a page asking for one first has it drawn at once)`);
  const child = fork(WORKER, [root, String(niceness)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  try {
    if (child.pid !== undefined) os.setPriority(child.pid, niceness);
  } catch {
    // Some systems refuse; the pictures are drawn all the same, just at normal priority.
  }
  let reportedTenth = 0;
  child.on('message', (message: ProgressMessage) => {
    const tenth = Math.floor((message.done / message.total) * 10);
    if (tenth > reportedTenth && message.done < message.total) {
      reportedTenth = tenth;
      log(`drawing images: ${tenth * 10}% (${message.done}/${message.total})`);
    }
  });
  child.on('exit', (code, signal) => {
    if (code === 0) log(`drawing images: done, ${total} drawn in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    else if (signal !== 'SIGTERM') log(`drawing images stopped (${signal ?? `exit code ${code}`}); the rest are drawn when asked for, or on the next start`);
  });
  return child;
}
