// The settings of S3-compatible media storage (MEDIA_STORAGE=s3), apart from the adapter so that reading them
// (for the Content-Security-Policy, say) does not load the AWS SDK.

import { settings, type Settings } from '../core/config';

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, a local test server); unset: AWS itself. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style URLs (endpoint/bucket/key), which most S3-compatible services need. */
  forcePathStyle: boolean;
}

/** The S3 settings (MEDIA_STORAGE=s3); credentials fall back to the SDK's own chain (roles, profiles). */
export function s3SettingsOf(from: Settings = settings()): S3Settings {
  if (!from.S3_BUCKET) throw new Error('MEDIA_STORAGE=s3 needs S3_BUCKET');
  return {
    bucket: from.S3_BUCKET,
    region: from.S3_REGION,
    endpoint: from.S3_ENDPOINT,
    accessKeyId: from.S3_ACCESS_KEY_ID,
    secretAccessKey: from.S3_SECRET_ACCESS_KEY,
    forcePathStyle: from.S3_FORCE_PATH_STYLE ?? !!from.S3_ENDPOINT,
  };
}

/** Where presigned URLs point: the origin the browser fetches media from, for the Content-Security-Policy. */
export function s3PublicOrigin(settings: S3Settings): string {
  if (settings.endpoint) {
    const url = new URL(settings.endpoint);
    return settings.forcePathStyle ? url.origin : `${url.protocol}//${settings.bucket}.${url.host}`;
  }
  return `https://${settings.bucket}.s3.${settings.region}.amazonaws.com`;
}
