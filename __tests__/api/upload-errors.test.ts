/** @jest-environment node */
import type { ApiError } from '@/lib/contracts/common';
import { UNFINISHED_UPLOADS_MAX } from '@/lib/contracts/studio';
import { apiForSuite } from '../helpers/api-server';
import { createMember, type TestMember } from '../helpers/member-tokens';
import { runSql } from '../helpers/members';

// The tus endpoints' refusals over HTTP: each in the API's JSON error shape, with tus's status and headers (so a tus
// client acts on them as before) and a message the studio shows.

const api = apiForSuite({ env: { UPLOAD_MAX_BYTES: '1000000' } });
let creator: TestMember;
let other: TestMember;

beforeAll(async () => {
  [creator, other] = await Promise.all([createMember('maker'), createMember('other-maker')]);
  await runSql(`update users set roles = '{creator}' where id in (${creator.id}, ${other.id})`);
});

const b64 = (text: string) => Buffer.from(text).toString('base64');

function tus(method: string, path: string, headers: Record<string, string> = {}, body?: Uint8Array<ArrayBuffer>, as = creator) {
  return fetch(`${api.url}/api/v3${path}`, { method, headers: { authorization: `Bearer ${as.token}`, 'tus-resumable': '1.0.0', ...headers }, body });
}

/** Begins an upload of `size` bytes: its path. */
async function begin(size: number, as = creator): Promise<string> {
  const created = await tus('POST', '/uploads', { 'upload-length': String(size), 'upload-metadata': `filename ${b64('a.mp3')}` }, undefined, as);
  expect(created.status).toBe(201);
  return new URL(created.headers.get('location')!, api.url).pathname.replace('/api/v3', '');
}

/** The refusal as a client reads it: status, the API's error body, tus's header. */
async function refusal(answer: Response) {
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  expect(answer.headers.get('tus-resumable')).toBe('1.0.0');
  const body = (await answer.json()) as ApiError;
  expect(body).toMatchObject({ statusCode: answer.status, error: expect.any(String), requestId: answer.headers.get('x-request-id') });
  return [answer.status, body.message];
}

it('answers 400 for headers tus cannot read, and an upload of no length', async () => {
  const upload = await begin(100);
  expect(await refusal(await tus('PATCH', upload, { 'upload-offset': 'ten', 'content-type': 'application/offset+octet-stream' }, new Uint8Array(5)))).toEqual([
    400,
    'These upload headers are not valid: upload-offset.',
  ]);
  expect(await refusal(await tus('POST', '/uploads', { 'upload-metadata': `filename ${b64('a.mp3')}` }))).toEqual([400, 'Say how long the upload is (Upload-Length).']);
});

it("answers 404 for an upload nobody began, and for another creator's", async () => {
  const upload = await begin(100);
  // A HEAD has no body; its status and type say it.
  const head = await tus('HEAD', upload, {}, undefined, other);
  expect([head.status, head.headers.get('content-type'), head.headers.get('tus-resumable')]).toEqual([404, 'application/json; charset=utf-8', '1.0.0']);
  expect(await refusal(await tus('DELETE', upload, {}, undefined, other))).toEqual([404, 'There is no such upload.']);
  expect(await refusal(await tus('PATCH', '/uploads/0123456789abcdef0123456789abcdef', { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, new Uint8Array(5)))).toEqual([
    404,
    'There is no such upload.',
  ]);
});

it('answers 409 for a part that does not start where the upload stands', async () => {
  const upload = await begin(100);
  expect((await tus('PATCH', upload, { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, new Uint8Array(10))).status).toBe(204);
  expect(await refusal(await tus('PATCH', upload, { 'upload-offset': '5', 'content-type': 'application/offset+octet-stream' }, new Uint8Array(10)))).toEqual([
    409,
    'This part does not start where the upload stands: ask where it stands, and resume from there.',
  ]);
  // Where it stands, as tus clients ask before resuming.
  expect((await tus('HEAD', upload)).headers.get('upload-offset')).toBe('10');
});

it('answers 412 without Tus-Resumable', async () => {
  const answer = await fetch(`${api.url}/api/v3/uploads`, { method: 'POST', headers: { authorization: `Bearer ${creator.token}`, 'upload-length': '100' } });
  expect(await refusal(answer)).toEqual([412, 'Uploads use the tus protocol: send Tus-Resumable: 1.0.0 with each request.']);
});

it('answers 413 for a file over the limit, naming it', async () => {
  expect(await refusal(await tus('POST', '/uploads', { 'upload-length': '1000001', 'upload-metadata': `filename ${b64('big.wav')}` }))).toEqual([
    413,
    'This file is larger than the studio takes (1.0 MB at most).',
  ]);
});

it('answers 501 for parallel parts, which uploads here do not take', async () => {
  expect(await refusal(await tus('POST', '/uploads', { 'upload-length': '100', 'upload-concat': 'partial' }))).toEqual([
    501,
    'Uploads come in one piece here, in order: parallel parts are not supported.',
  ]);
});

it("answers a studio rule's refusal in its own words, with its Retry-After", async () => {
  await runSql(`delete from uploads where user_id = ${other.id}`);
  for (let i = 0; i < UNFINISHED_UPLOADS_MAX; i++) await begin(100, other);
  const answer = await tus('POST', '/uploads', { 'upload-length': '100' }, undefined, other);
  expect(answer.headers.get('retry-after')).toBe('60');
  expect(await refusal(answer)).toEqual([429, `You have ${UNFINISHED_UPLOADS_MAX} unfinished uploads: finish or remove some before starting another.`]);
});
