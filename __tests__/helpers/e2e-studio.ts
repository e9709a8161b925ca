import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import type { z } from 'zod';
import type { createReleaseSchema } from '@/lib/contracts/studio';
import { signUpByApi } from './e2e-accounts';
import { STUDIO_ADMIN } from './e2e-outbox';

// Releases published through the studio's API, for the journeys that need audio the demo catalog does not have (a
// continuous tone cut in two, a mix with chapters) or a release of their own to be announced.

const b64 = (text: string) => Buffer.from(text).toString('base64');

/** The studio journeys' admin account (made by whichever journey comes first, or a retry): its access token. */
export async function studioToken(request: APIRequestContext): Promise<string> {
  const logIn = () => request.post('/api/v3/auth/login', { data: { user: STUDIO_ADMIN.username, pass: STUDIO_ADMIN.password } });
  let login = await logIn();
  if (!login.ok()) {
    await signUpByApi(request, STUDIO_ADMIN, 'Studio Tester');
    login = await logIn();
  }
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { access_token: string }).access_token;
}

/** A whole audio file uploaded by tus in one PATCH: the upload's id. */
export async function uploadAudio(request: APIRequestContext, token: string, file: string, filetype: string): Promise<string> {
  const bytes = fs.readFileSync(file);
  const tus = { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' };
  const created = await request.post('/api/v3/uploads', {
    headers: { ...tus, 'upload-length': String(bytes.length), 'upload-metadata': `filename ${b64(path.basename(file))},filetype ${b64(filetype)}` },
  });
  expect(created.status()).toBe(201);
  const done = await request.patch(created.headers().location, { headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, data: bytes });
  expect(done.ok(), await done.text()).toBe(true);
  return ((await done.json()) as { id: string }).id;
}

/** Makes the release, waits for its processing and publishes it: its id and its mixtape's slug. */
export async function publishRelease(request: APIRequestContext, token: string, release: z.input<typeof createReleaseSchema>): Promise<{ id: number; slug: string }> {
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/v3/studio/mixtapes', { headers, data: release });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await expect
    .poll(async () => ((await (await request.get(`/api/v3/studio/mixtapes/${id}`, { headers })).json()) as { status: string }).status, { timeout: 90_000 })
    .toBe('ready');
  const published = await request.post(`/api/v3/studio/mixtapes/${id}/publish`, { headers });
  expect(published.ok()).toBe(true);
  return { id, slug: ((await published.json()) as { slug: string }).slug };
}
