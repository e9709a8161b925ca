import type { S3Client } from '@aws-sdk/client-s3';
import { lruCache } from '../core/lru-cache';
import { isSafeMediaKey, type MediaStat, type MediaStorage, type OpenMedia, type SignedUrlOptions } from './stored-media';
import type { S3Settings } from './s3-settings';
import { mediaMimeType } from './mime';

type Sdk = typeof import('@aws-sdk/client-s3') & Pick<typeof import('@aws-sdk/s3-request-presigner'), 'getSignedUrl'>;

/** The AWS SDK, loaded when an S3 storage is first made (it is large, and most runs keep media in a folder). */
function loadSdk(): Sdk {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const client = require('@aws-sdk/client-s3') as typeof import('@aws-sdk/client-s3');
  const { getSignedUrl } = require('@aws-sdk/s3-request-presigner') as typeof import('@aws-sdk/s3-request-presigner');
  /* eslint-enable @typescript-eslint/no-require-imports */
  return { ...client, getSignedUrl };
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
};

/**
 * Media in an S3 bucket. Streams and downloads are normally answered with a redirect to a short-lived presigned
 * URL (signedUrl), so the bytes flow from the bucket or the CDN in front of it; with MEDIA_PROXY=1 the app reads
 * them itself, one ranged GET per chunk.
 */
export class S3MediaStorage implements MediaStorage {
  private readonly sdk = loadSdk();
  private readonly client: S3Client;
  // A stream asks for its file's size and date on every range request: kept briefly.
  private readonly stats = lruCache<string, MediaStat | null>({ max: 1024, ttlMs: 5_000 });

  constructor(private readonly settings: S3Settings) {
    this.client = new this.sdk.S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      // Checksums only where S3 requires them: many S3-compatible services refuse the newer trailing-checksum uploads.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
    });
  }

  private key(key: string): string {
    if (!isSafeMediaKey(key)) throw new Error(`Unsafe media key: ${key}`);
    return key;
  }

  async put(key: string, data: Buffer | Uint8Array): Promise<void> {
    await this.client.send(new this.sdk.PutObjectCommand({ Bucket: this.settings.bucket, Key: this.key(key), Body: data, ContentType: mediaMimeType(key) }));
    this.stats.delete(key);
  }

  stat(key: string): Promise<MediaStat | null> {
    if (!isSafeMediaKey(key)) return Promise.resolve(null);
    return this.stats.get(key, async () => {
      try {
        const head = await this.client.send(new this.sdk.HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
        return { size: head.ContentLength ?? 0, mtime: head.LastModified ?? new Date(0) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    });
  }

  async open(key: string): Promise<OpenMedia | null> {
    const stat = await this.stat(key);
    if (!stat) return null;
    return {
      ...stat,
      read: async (buffer, position) => {
        const end = Math.min(position + buffer.length, stat.size) - 1;
        if (end < position) return 0;
        const object = await this.client.send(new this.sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: key, Range: `bytes=${position}-${end}` }));
        const bytes = await object.Body!.transformToByteArray();
        buffer.set(bytes.subarray(0, buffer.length));
        return Math.min(bytes.length, buffer.length);
      },
      release: () => {},
    };
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.key(key) }));
    this.stats.delete(key);
  }

  async ping(): Promise<void> {
    await this.client.send(new this.sdk.HeadBucketCommand({ Bucket: this.settings.bucket }));
  }

  signedUrl(key: string, options: SignedUrlOptions): Promise<string> {
    const command = new this.sdk.GetObjectCommand({
      Bucket: this.settings.bucket,
      Key: this.key(key),
      ResponseContentType: options.contentType,
      ResponseContentDisposition: options.contentDisposition,
    });
    return this.sdk.getSignedUrl(this.client, command, { expiresIn: options.expiresInSeconds });
  }

  close(): void {
    this.stats.clear();
    this.client.destroy();
  }
}
