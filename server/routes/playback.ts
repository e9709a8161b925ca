import { z } from 'zod';
import { coverQuerySchema } from '@/lib/contracts/covers';
import { signedDownloadQuerySchema, downloadLinkSchema } from '@/lib/contracts/library';
import { idParamsSchema } from '@/lib/contracts/params';
import { streamQualitySchema } from '@/lib/contracts/studio';
import { radioBatchSchema, radioQuerySchema } from '@/lib/contracts/telemetry';
import { method, route, type RouteTable } from '@/server/http/route';
import { publicMediaFile } from '@/server/media/public-media';
import { getTrackMedia, getTrackWaveform } from '@/server/catalog/tracks';
import { signedDownload, requestTrackDownload } from '@/server/library/downloads';
import { coverRendition } from '@/server/catalog/covers';
import { fileMethod } from '@/server/http/send-file';
import { nextRadioBatch } from '@/server/radio/radio';

// Each serves GET and HEAD (route() answers HEAD with GET's headers).

const signedFile = fileMethod(
  'The file behind a signed download link: a track as MP3 or a mixtape as zip, with byte ranges (403 when tampered with or expired)',
  signedDownloadQuerySchema,
  signedDownload,
);

const mediaFile = fileMethod(
  "A public media file (a cover, an avatar, artwork, the ad audio), with byte ranges and conditional requests; audio and waveforms leave only through their tracks' routes (404 here)",
  z.object({ key: z.array(z.string()).min(1) }),
  async (query) => publicMediaFile(query.key.join('/')),
);

const trackCover = fileMethod(
  "The track's cover (its mixtape's when it has none of its own) as a square JPEG of `size` pixels (96, 128, 192, 256, 384 or 512), with byte ranges and conditional requests",
  coverQuerySchema,
  (query) => coverRendition('tracks', query.id, query.size),
);

const trackStream = fileMethod(
  "A track's audio (quality=standard, the default, or data_saver: 96 kbps AAC), with byte ranges and conditional requests",
  idParamsSchema.extend(streamQualitySchema.shape),
  (query) => getTrackMedia(query.id, query.quality),
);

const trackWaveform = fileMethod("A track's waveform: `{ duration, peaks }`, about 1,000 peaks from 0 to 1", idParamsSchema, (query) => getTrackWaveform(query.id));

export const playbackRoutes: RouteTable = {
  '/api/v3/downloads/:kind/:id': route({ GET: signedFile, HEAD: signedFile }),
  '/api/v3/media/*key': route({ GET: mediaFile, HEAD: mediaFile }),
  '/api/v3/radio': route({
    // Every call moves the session on: never cacheable.
    GET: method({
      summary: 'The next LMT Radio batch (send `session` back to go on)',
      query: radioQuerySchema,
      response: radioBatchSchema,
      cache: 'no-store',
      handler: ({ query }) => nextRadioBatch(query),
    }),
  }),
  '/api/v3/tracks/:id/cover': route({ GET: trackCover, HEAD: trackCover }),
  '/api/v3/tracks/:id/waveform': route({ GET: trackWaveform, HEAD: trackWaveform }),
  '/api/v3/tracks/:id/download': route({
    POST: method({
      summary: 'A signed link to the track as an MP3, valid for 10 minutes (guests only for tracks with guestDownload)',
      auth: 'optional',
      query: idParamsSchema,
      response: downloadLinkSchema,
      handler: ({ user, query }) => requestTrackDownload(user?.id ?? null, query.id),
    }),
  }),
  '/api/v3/tracks/:id/stream': route({ GET: trackStream, HEAD: trackStream }),
};
