import fs from 'node:fs/promises';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';

// A local S3 server, for the tests of the bucket and the cluster of scripts/cluster/: s3rver, plus the two calls of
// multipart uploads it lacks and the resumable uploads' store (@tus/s3-store) makes: ListParts (where an upload
// stands) and AbortMultipartUpload. Both read and remove the parts where s3rver's own UploadPart wrote them.

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
  middleware: ((ctx: KoaContext, next: () => Promise<void>) => Promise<void>)[];
  store: { getResourcePath(bucket: string, key: undefined, resource: string): string };
}
interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | undefined>;
  req: IncomingMessage;
  res: ServerResponse;
  respond?: boolean;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => S3rverInstance;

export interface S3Server {
  endpoint: string;
  bucket: string;
  /** The settings the app reads (server/adapters/s3-settings.ts), for process.env or a server's environment. */
  env: Record<string, string>;
  close: () => Promise<void>;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The parts stored so far of one multipart upload, in s3rver's folder, as S3 lists them. */
async function listParts(uploads: string, bucket: string, key: string, uploadId: string): Promise<string | null> {
  const dir = path.join(uploads, path.basename(uploadId));
  const names = await fs.readdir(dir).catch(() => null);
  if (!names) return null;
  const parts = await Promise.all(
    names
      .filter((name) => /^\d+$/.test(name))
      .map(async (name) => {
        const [stat, md5] = await Promise.all([fs.stat(path.join(dir, name)), fs.readFile(path.join(dir, `${name}.md5`), 'utf8')]);
        return { number: Number(name), size: stat.size, md5, modified: stat.mtime.toISOString() };
      }),
  );
  const rows = parts
    .sort((a, b) => a.number - b.number)
    .map((p) => `<Part><PartNumber>${p.number}</PartNumber><LastModified>${p.modified}</LastModified><ETag>"${p.md5}"</ETag><Size>${p.size}</Size></Part>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<ListPartsResult><Bucket>${escapeXml(bucket)}</Bucket><Key>${escapeXml(key)}</Key><UploadId>${escapeXml(uploadId)}</UploadId><MaxParts>10000</MaxParts><IsTruncated>false</IsTruncated>${rows.join('')}</ListPartsResult>`;
}

/** Starts a local S3 server on a free port with one bucket, `media`, its objects kept in `directory`. */
export async function startS3Server(directory: string): Promise<S3Server> {
  const bucket = 'media';
  const s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  s3.middleware.unshift(async (ctx, next) => {
    const match = /^\/([^/]+)\/(.+)$/.exec(ctx.path);
    const uploadId = ctx.query.uploadId;
    if (!match || !uploadId || !['GET', 'DELETE'].includes(ctx.method)) return next();
    const uploads = s3.store.getResourcePath(match[1], undefined, 'uploads');
    ctx.respond = false;
    if (ctx.method === 'DELETE') {
      await fs.rm(path.join(uploads, path.basename(uploadId)), { recursive: true, force: true });
      ctx.res.writeHead(204).end();
      return;
    }
    const xml = await listParts(uploads, match[1], decodeURIComponent(match[2]), uploadId);
    if (xml === null) {
      ctx.res.writeHead(404, { 'content-type': 'application/xml' }).end('<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>');
      return;
    }
    ctx.res.writeHead(200, { 'content-type': 'application/xml' }).end(xml);
  });
  const { port } = await s3.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: { MEDIA_STORAGE: 's3', S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
    close: () => s3.close(),
  };
}
