import type { Config } from '#server/config.ts';
import { mediaRoot } from './derive.ts';
import { folderMediaStore, type MediaStore, s3MediaStore } from './store.ts';

/** The bucket when MEDIA_S3_BUCKET is set, else the media folder (`DATA_DIR/media` unless given). */
export function mediaStoreFromConfig(config: Config, folder = mediaRoot(config.dataDir)): MediaStore {
  if (!config.MEDIA_S3_BUCKET) return folderMediaStore(folder);
  return s3MediaStore({
    bucket: config.MEDIA_S3_BUCKET,
    region: config.MEDIA_S3_REGION,
    endpoint: config.MEDIA_S3_ENDPOINT,
    accessKeyId: config.MEDIA_S3_ACCESS_KEY_ID,
    secretAccessKey: config.MEDIA_S3_SECRET_ACCESS_KEY,
    prefix: config.MEDIA_S3_PREFIX,
  });
}
