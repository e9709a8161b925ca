import path from 'node:path';

/** Server configuration, read from the environment once per process. */
export const config = {
  get dataDir(): string {
    // Runtime data, not part of the build: keep the bundler from tracing it.
    return path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR || './data');
  },
  get databaseUrl(): string | undefined {
    return process.env.DATABASE_URL || undefined;
  },
  get mediaDir(): string {
    return path.join(this.dataDir, 'media');
  },
  /** Public URL prefix under which media keys are served (a CDN in front of shared storage, for instance). */
  get mediaUrl(): string {
    return (process.env.MEDIA_URL || '/api/v3/media').replace(/\/$/, '');
  },
  get isProduction(): boolean {
    return process.env.NODE_ENV === 'production';
  },
};
