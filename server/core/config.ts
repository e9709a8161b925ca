import path from 'node:path';

let adminEmails: Set<string> | undefined;

/** Server configuration, read from the environment once per process. */
export const config = {
  get dataDir(): string {
    // Runtime data, not part of the build: keep the bundler from tracing it.
    return path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR || './data');
  },
  get databaseUrl(): string | undefined {
    return process.env.DATABASE_URL || undefined;
  },
  /**
   * Shared buffers of the embedded database. PostgreSQL's 128MB default is most of PGlite's resident memory, and
   * the demo database is a few tens of MB, which the operating system's file cache keeps as well.
   */
  get pgliteSharedBuffers(): string {
    return process.env.PGLITE_SHARED_BUFFERS || '32MB';
  },
  get mediaDir(): string {
    return path.join(this.dataDir, 'media');
  },
  /** Public URL prefix under which media keys are served (a CDN in front of shared storage, for instance). */
  get mediaUrl(): string {
    return (process.env.MEDIA_URL || '/api/v3/media').replace(/\/$/, '');
  },
  /**
   * The site's public base URL, for links sent by mail or SMS. Only ever configuration: a link built from the
   * request's Host (or X-Forwarded-Host) could be bent to an attacker's host by whoever asks for the message.
   */
  get appUrl(): string {
    return (process.env.APP_URL || `http://localhost:${process.env.PORT || '3000'}`).replace(/\/+$/, '');
  },
  /** Behind one reverse proxy: believe its X-Forwarded-For / -Proto / -Host. Never on by default (clients forge them). */
  get trustProxy(): boolean {
    return process.env.TRUST_PROXY === '1' || process.env.TRUST_PROXY === 'true';
  },
  /** The confirmed email addresses whose accounts are admins (ADMIN_EMAILS, comma-separated), read once. */
  get adminEmails(): ReadonlySet<string> {
    adminEmails ??= new Set((process.env.ADMIN_EMAILS ?? '').split(',').map((e) => e.trim().toLowerCase()).filter(Boolean));
    return adminEmails;
  },
  get isProduction(): boolean {
    return process.env.NODE_ENV === 'production';
  },
};
