import { signedDownloadQuerySchema } from '@/lib/contracts/library';
import { method, route } from '@/server/http/route';
import { sendSignedDownload } from '@/server/library/downloads';

export const config = { api: { bodyParser: false } };

const download = method({
  summary: 'The file behind a signed download link: a track as MP3 or a mixtape as zip, with byte ranges (403 when tampered with or expired)',
  query: signedDownloadQuerySchema,
  handler: ({ req, res, query }) => sendSignedDownload(req, res, query),
});

export default route({ GET: download, HEAD: download });
