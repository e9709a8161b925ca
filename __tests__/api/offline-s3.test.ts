/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { OfflineLinks } from '@/lib/contracts/library';
import { startTestApi, type TestApi } from '../helpers/api-server';
import { httpCall } from '../helpers/http';
import { callAs, createMember, runSql, type Member } from '../helpers/members';
import { subscribeToPremium } from '../helpers/payments';
import { startS3Server, type S3Server } from '../../scripts/cluster/s3-server';

// Saving offline with media in a bucket (MEDIA_STORAGE=s3): an offline link, once checked, redirects to a
// short-lived signed URL of the bucket, as a stream does, and the audio flows from there.

let api: TestApi;
let s3: S3Server;
let s3Dir = '';
let premium: Member;

beforeAll(async () => {
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mixtape-s3-offline-'));
  s3 = await startS3Server(s3Dir);
  Object.assign(process.env, s3.env);
  api = await startTestApi({ seed: { mixtapes: 1 } });
  await runSql(`update mixtapes set price_amount = null, price_currency = null, release_date = now() - interval '1 day'`);
  premium = await createMember(api, 'premium');
  expect((await subscribeToPremium(api, premium)).status).toBe(200);
}, 120_000);

afterAll(async () => {
  await api.stop();
  await s3.close();
  for (const name of Object.keys(s3.env)) delete process.env[name];
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

it("redirects an offline link to the bucket's signed URL, which serves what the stream does", async () => {
  const { body: queue } = await httpCall<{ id: number }[]>(`${api.url}/api/v3/mixtapes/1/queue`);
  const answer = await callAs(api, premium)<OfflineLinks>('/offline/links', { json: { track_ids: [queue[0].id] } });
  expect(answer.status).toBe(200);
  const res = await fetch(`${api.url}${answer.body.links[0].url}`, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const location = res.headers.get('location')!;
  expect(location.startsWith(`${s3.endpoint}/media/`)).toBe(true);
  expect(location).toMatch(/X-Amz-Signature=/);
  const [saved, streamed] = await Promise.all([fetch(`${api.url}${answer.body.links[0].url}`), fetch(`${api.url}/api/v3/tracks/${queue[0].id}/stream`)]);
  expect(saved.status).toBe(200);
  expect(Buffer.from(await saved.arrayBuffer()).equals(Buffer.from(await streamed.arrayBuffer()))).toBe(true);
});
