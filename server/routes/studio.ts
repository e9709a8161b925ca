import { z } from 'zod';
import { idParamsSchema } from '@/lib/contracts/params';
import {
  createReleaseSchema,
  releaseCreatedSchema,
  releaseListSchema,
  releaseSchema,
  updateReleaseSchema,
  uploadSchema,
} from '@/lib/contracts/studio';
import { claimSchema, fileClaimSchema, studioProfilesSchema } from '@/lib/contracts/profiles';
import { PENDING_CLAIMS_MAX } from '@/lib/profiles';
import { method, route, type RouteTable } from '@/server/http/route';
import { fileMethod } from '@/server/http/send-file';
import { tusEndpoint } from '@/server/http/tus';
import { uploadStore } from '@/server/adapters/upload-store';
import { assertRole } from '@/server/auth/roles';
import { createRelease, deleteRelease, getRelease, listReleases, previewMedia, publishRelease, updateRelease } from '@/server/studio/releases';
import { fileClaim, studioProfiles } from '@/server/studio/profiles';
import { beginUpload, finishUpload, forgetUpload, getUpload, ownUpload, uploadMaxBytes } from '@/server/studio/uploads';

// The studio: resumable uploads (tus 1.0) and a creator's releases. Everything needs the creator role.

const tus = tusEndpoint('/api/v3/uploads', uploadStore, {
  maxBytes: uploadMaxBytes,
  begin: beginUpload,
  assertOwner: async (userId, id) => {
    await ownUpload(userId, id);
  },
  remove: forgetUpload,
  finish: async (userId, id) => {
    const upload = await finishUpload(userId, id);
    return { refused: upload.status === 'refused' ? upload.error : null, body: upload };
  },
});

/** A tus request of a creator (their Bearer token is checked first, as on every call). */
const tusMethod = (summary: string) =>
  method({
    summary,
    auth: 'required',
    accepts: ['tus'],
    handler: async ({ req, res, user }) => {
      await assertRole(user.id, 'creator');
      await tus(req, res, user.id);
    },
  });

const uploadParams = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/, 'There is no such upload.') });

const signedQuery = idParamsSchema.extend({ expires: z.coerce.number().int(), signature: z.string().min(1).max(100) });
const preview = fileMethod("A studio track's audio as it now is, through the signed link the studio gives its owner", signedQuery, (query) =>
  previewMedia('preview', query.id, query.expires, query.signature),
);
const previewWaveform = fileMethod("A studio track's waveform, through the signed link the studio gives its owner", signedQuery, (query) =>
  previewMedia('waveform', query.id, query.expires, query.signature),
);

export const studioRoutes: RouteTable = {
  '/api/v3/uploads': route({
    POST: tusMethod('Begin a resumable upload (tus 1.0: Upload-Length, Upload-Metadata with filename and filetype); 201 with its Location'),
  }),
  '/api/v3/uploads/:id': route({
    HEAD: tusMethod('Where an upload stands (tus: Upload-Offset), to resume it'),
    PATCH: tusMethod('Append to an upload (tus: Upload-Offset, application/offset+octet-stream); the last part answers what the file is'),
    DELETE: tusMethod('Abandon or remove an upload (tus termination); 409 while it is the audio of a release'),
    GET: method({
      summary: 'What a finished upload turned out to be (audio with its tags, an image, a CUE sheet) or why it was refused',
      auth: 'required',
      query: uploadParams,
      response: uploadSchema,
      handler: ({ user, query }) => getUpload(user.id, query.id),
    }),
  }),
  '/api/v3/studio/mixtapes': route({
    GET: method({ summary: 'Your releases, newest first', auth: 'required', response: releaseListSchema, handler: ({ user }) => listReleases(user.id) }),
    POST: method({
      summary: 'Make a release of your finished uploads; its tracks are processed, then it can be published',
      auth: 'required',
      body: createReleaseSchema,
      response: releaseCreatedSchema,
      status: 201,
      handler: ({ user, body }) => createRelease(user.id, body),
    }),
  }),
  '/api/v3/studio/mixtapes/:id': route({
    GET: method({ summary: 'One of your releases, with each track’s processing', auth: 'required', query: idParamsSchema, response: releaseSchema, handler: ({ user, query }) => getRelease(user.id, query.id) }),
    PATCH: method({
      summary: 'Change your release: details, track order and titles, chapters, cover, release time, price',
      auth: 'required',
      query: idParamsSchema,
      body: updateReleaseSchema,
      response: releaseSchema,
      handler: ({ user, query, body }) => updateRelease(user.id, query.id, body),
    }),
    DELETE: method({ summary: 'Unpublish and remove your release with its files', auth: 'required', query: idParamsSchema, handler: ({ user, query }) => deleteRelease(user.id, query.id) }),
  }),
  '/api/v3/studio/mixtapes/:id/publish': route({
    POST: method({
      summary: 'Publish a ready release now, or at its release time when that is ahead (it shows under Coming Soon until then)',
      auth: 'required',
      query: idParamsSchema,
      response: releaseSchema,
      handler: ({ user, query }) => publishRelease(user.id, query.id),
    }),
  }),
  '/api/v3/studio/profiles': route({
    GET: method({
      summary: 'The artists, DJs and podcasts you may publish under, and your claims on others, newest first',
      auth: 'required',
      response: studioProfilesSchema,
      handler: ({ user }) => studioProfiles(user.id),
    }),
  }),
  '/api/v3/studio/profiles/claims': route({
    POST: method({
      summary: `Claim an artist, DJ or podcast of the site by { kind, name, note }: the site's admins approve or refuse it (one claim waiting per profile, ${PENDING_CLAIMS_MAX} in all)`,
      auth: 'required',
      body: fileClaimSchema,
      response: claimSchema,
      status: 201,
      handler: ({ user, body }) => fileClaim(user.id, body),
    }),
  }),
  '/api/v3/studio/tracks/:id/preview': route({ GET: preview, HEAD: preview }),
  '/api/v3/studio/tracks/:id/waveform': route({ GET: previewWaveform, HEAD: previewWaveform }),
};
