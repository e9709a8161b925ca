import { Upload as TusUpload, type DetailedError } from 'tus-js-client';
import {
  releaseCreatedSchema,
  releaseListSchema,
  releaseSchema,
  uploadSchema,
  type CreateRelease,
  type Release,
  type ReleaseStatus,
  type Upload,
  type UpdateRelease,
} from '@/lib/contracts/studio';
import { claimSchema, studioProfilesSchema, type Claim, type FileClaim, type StudioProfiles } from '@/lib/contracts/profiles';
import { api, parseReply, refreshAccessToken } from '@/services/common/api-client';
import { apiBaseUrl } from '@/services/common/api-urls';
import { getAccessToken } from '@/services/common/session-token';

// The studio's calls: releases over the API, files by the tus protocol (tus-js-client), which resumes an upload
// after a dropped connection and, from the fingerprint it keeps in this browser, after a reload.

export async function listReleases(): Promise<Release[]> {
  return parseReply(releaseListSchema, (await api.get('/studio/mixtapes')).data, 'GET /studio/mixtapes').items;
}

export async function getRelease(id: number): Promise<Release> {
  return parseReply(releaseSchema, (await api.get(`/studio/mixtapes/${id}`)).data, 'GET /studio/mixtapes/{id}');
}

export async function createRelease(body: CreateRelease): Promise<{ id: number; status: ReleaseStatus }> {
  return parseReply(releaseCreatedSchema, (await api.post('/studio/mixtapes', body)).data, 'POST /studio/mixtapes');
}

export async function updateRelease(id: number, patch: UpdateRelease): Promise<Release> {
  return parseReply(releaseSchema, (await api.patch(`/studio/mixtapes/${id}`, patch)).data, 'PATCH /studio/mixtapes/{id}');
}

export async function publishRelease(id: number): Promise<Release> {
  return parseReply(releaseSchema, (await api.post(`/studio/mixtapes/${id}/publish`)).data, 'POST /studio/mixtapes/{id}/publish');
}

export async function deleteRelease(id: number): Promise<void> {
  await api.delete(`/studio/mixtapes/${id}`);
}

/** The artists, DJs and podcasts the creator may publish under, and their claims. */
export async function getProfiles(): Promise<StudioProfiles> {
  return parseReply(studioProfilesSchema, (await api.get('/studio/profiles')).data, 'GET /studio/profiles');
}

export async function fileClaim(body: FileClaim): Promise<Claim> {
  return parseReply(claimSchema, (await api.post('/studio/profiles/claims', body)).data, 'POST /studio/profiles/claims');
}

export interface UploadEvents {
  onProgress: (sent: number, total: number) => void;
  /** The file arrived and was judged by its bytes: what it is. */
  onDone: (upload: Upload) => void;
  /** It was refused or failed for good: why, in words to show. */
  onError: (message: string) => void;
}

export interface UploadControl {
  pause: () => void;
  resume: () => void;
  /** Stops it and forgets it (the server drops what arrived). */
  cancel: () => void;
}

/** The message of a failed tus request: the API's own `message` when it answered one. */
function messageOf(error: Error): string {
  const response = (error as DetailedError).originalResponse;
  if (response) {
    try {
      const body = JSON.parse(response.getBody()) as { message?: unknown };
      if (typeof body.message === 'string') return body.message;
    } catch {
      // Not JSON: fall through.
    }
    if (response.getStatus() === 413) return 'This file is larger than the studio takes.';
  }
  return 'The upload stopped. Check your connection and resume it.';
}

/**
 * Uploads `file` in 8 MB parts, resuming where an earlier attempt of the same file in this browser stopped; retries
 * a dropped connection with back-off, and a 401 once after refreshing the session.
 */
export function uploadFile(file: File, events: UploadEvents): UploadControl {
  let refreshed = false;
  let refreshFirst = false;
  const upload = new TusUpload(file, {
    endpoint: `${apiBaseUrl()}/uploads`,
    chunkSize: 8 * 1024 * 1024,
    retryDelays: [0, 1000, 3000, 5000, 10000, 20000],
    metadata: { filename: file.name, filetype: file.type },
    removeFingerprintOnSuccess: true,
    onBeforeRequest: async (req) => {
      if (refreshFirst) {
        refreshFirst = false;
        await refreshAccessToken().catch(() => undefined);
      }
      req.setHeader('Authorization', `Bearer ${getAccessToken() ?? ''}`);
    },
    onShouldRetry: (error, _attempt, options) => {
      const status = (error as DetailedError).originalResponse?.getStatus() ?? 0;
      if (status === 401 && !refreshed) {
        // The access token expired during a long upload: the next try refreshes it first.
        refreshed = refreshFirst = true;
        return true;
      }
      if (status >= 400 && status < 500 && status !== 409 && status !== 423 && status !== 429) return false;
      return options.retryDelays !== undefined;
    },
    onError: (error) => events.onError(messageOf(error)),
    onProgress: (sent, total) => events.onProgress(sent, total),
    onSuccess: ({ lastResponse }) => {
      try {
        events.onDone(parseReply(uploadSchema, JSON.parse(lastResponse.getBody()), 'PATCH /uploads/{id}'));
      } catch {
        events.onError('The upload finished, but its answer could not be read. Upload the file again.');
      }
    },
  });
  const start = async () => {
    const previous = await upload.findPreviousUploads();
    if (previous.length) upload.resumeFromPreviousUpload(previous[0]);
    upload.start();
  };
  void start();
  return {
    pause: () => void upload.abort(false),
    resume: () => upload.start(),
    cancel: () => void upload.abort(true),
  };
}
