import fs from 'node:fs/promises';
import type { DataStore } from '@tus/utils';
import { config, settings } from '../core/config';
import { importEsm } from '../core/import-esm';
import { s3SettingsOf } from './s3-settings';

// Where resumable uploads keep their bytes while they arrive, chosen with the media store (MEDIA_STORAGE): files
// in the media folder (@tus/file-store) or objects in the bucket (@tus/s3-store, as multipart uploads), in both
// under the media key `uploads/<id>`, so a complete upload already is a stored file.

export interface UploadStore {
  datastore: DataStore;
  /** What the store's ids start with: the rest is the upload's id. */
  prefix: string;
}

const PREFIX = 'uploads/';

export async function uploadStore(): Promise<UploadStore> {
  if (settings().MEDIA_STORAGE === 's3') {
    const { S3Store } = await importEsm<typeof import('@tus/s3-store')>('@tus/s3-store');
    const s3 = s3SettingsOf();
    const credentials = s3.accessKeyId && s3.secretAccessKey ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } : undefined;
    return {
      datastore: new S3Store({
        s3ClientConfig: {
          bucket: s3.bucket,
          region: s3.region,
          endpoint: s3.endpoint,
          forcePathStyle: s3.forcePathStyle,
          credentials,
          // As the media store does (s3-media-storage.ts): many S3-compatible services refuse trailing checksums.
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        },
      }),
      prefix: PREFIX,
    };
  }
  const { FileStore } = await importEsm<typeof import('@tus/file-store')>('@tus/file-store');
  // FileStore makes its folder without waiting for it: the first upload would find none.
  await fs.mkdir(`${config.mediaDir}/${PREFIX}`, { recursive: true });
  return { datastore: new FileStore({ directory: config.mediaDir }), prefix: PREFIX };
}
