import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import { lruCache } from '../core/lru-cache';
import { isSafeMediaKey, type LocalMediaFile, type MediaStat, type MediaStorage, type OpenMedia, type SignedUrlOptions } from './stored-media';
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

  async putFile(key: string, file: string): Promise<void> {
    const { size } = await fsp.stat(file);
    await this.client.send(
      new this.sdk.PutObjectCommand({ Bucket: this.settings.bucket, Key: this.key(key), Body: fs.createReadStream(file), ContentLength: size, ContentType: mediaMimeType(key) }),
    );
    this.stats.delete(key);
  }

  async localFile(key: string): Promise<LocalMediaFile | null> {
    let object;
    try {
      object = await this.client.send(new this.sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: this.key(key) }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'mixtape-media-'));
    const file = path.join(dir, path.basename(key));
    await pipeline(object.Body as Readable, fs.createWriteStream(file));
    return { path: file, release: () => fsp.rm(dir, { recursive: true, force: true }) };
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
