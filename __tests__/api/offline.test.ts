/** @jest-environment node */
import type { ApiError, Paged } from '@/lib/contracts/common';
import type { Mixtape, MixtapeDetail } from '@/lib/contracts/catalog';
import type { OfflineLinks } from '@/lib/contracts/library';
import { apiForSuite } from '../helpers/api-server';
import { httpCall } from '../helpers/http';
import { callAs, createMember, runSql, type Member } from '../helpers/members';
import { subscribeToPremium } from '../helpers/payments';
import { takeDown } from '../helpers/takedowns';

// Saving offline over HTTP (see docs/product.md, Offline and installing): the audio a save keeps comes through links
// only a premium member gets, each for one track, working for ten minutes, under the stream's rules.

const api = apiForSuite({ seed: { mixtapes: 4, artists: 2, djs: 1 }, env: { ADMIN_EMAILS: 'chief@example.com' } });
let chief: Member;
let free: Member;
let premium: Member;
let tapes: MixtapeDetail[];

const links = (member: Member | null, json: unknown) => callAs(api, member)<OfflineLinks>('/offline/links', { json });
/** A link as the save fetches it: the audio, or the API's error. */
async function fetchLink(url: string, headers: Record<string, string> = {}) {
  const answer = await httpCall(`${api.url}${url}`, { headers, raw: true });
  return { ...answer, body: (answer.status >= 400 ? JSON.parse(answer.text) : {}) as ApiError };
}
const idsOf = (tape: MixtapeDetail) => tape.tracks.map((t) => t.id);

beforeAll(async () => {
  await runSql(`update mixtapes set price_amount = null, price_currency = null, release_date = now() - interval '1 day'`);
  [chief, free, premium] = await Promise.all(['chief', 'free', 'premium'].map((name) => createMember(api, name)));
  expect((await subscribeToPremium(api, premium)).status).toBe(200);
  const list = await callAs(api, null)<Paged<Mixtape>>('/mixtapes', { query: { take: 100 } });
  tapes = await Promise.all(list.body.data.map(async (m) => (await callAs(api, null)<MixtapeDetail>(`/mixtapes/${m.id}`)).body));
}, 60_000);

it('is for members with premium: a guest gets 401, a member without premium 403 saying so', async () => {
  expect((await links(null, { track_ids: idsOf(tapes[0]) })).status).toBe(401);
  const refused = await links(free, { track_ids: idsOf(tapes[0]) });
  expect([refused.status, refused.body]).toEqual([403, expect.objectContaining({ message: 'Saving mixtapes to play offline is part of Premium.' })]);
});

it("gives a premium member a link to each track's audio in the quality asked, which serves what the stream does", async () => {
  const tape = tapes[0];
  const answer = await links(premium, { track_ids: idsOf(tape), quality: 'data_saver' });
  expect(answer.status).toBe(200);
  expect(answer.body.expires_in).toBe(600);
  expect(answer.body.links.map((l) => l.track_id)).toEqual(idsOf(tape));
  for (const { track_id, url } of answer.body.links) {
    expect(url).toMatch(new RegExp(`^/api/v3/offline/tracks/${track_id}\\?quality=data_saver&expires=\\d+&signature=[\\w-]+$`));
    const expires = Number(new URL(url, api.url).searchParams.get('expires'));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    const audio = await fetchLink(url);
    const stream = await httpCall(`${api.url}/api/v3/tracks/${track_id}/stream?quality=data_saver`, { raw: true });
    expect([audio.status, audio.headers.get('content-type'), audio.headers.get('cache-control')]).toEqual([200, stream.headers.get('content-type'), 'private, no-store']);
    expect(audio.bytes.equals(stream.bytes)).toBe(true);
  }
  // The standard quality by default, and byte ranges like a stream.
  const [first] = (await links(premium, { track_ids: [tape.tracks[0].id] })).body.links;
  expect(first.url).toContain('quality=standard');
  expect((await fetchLink(first.url, { range: 'bytes=0-9' })).status).toBe(206);
});

it('links a paid mixtape too: Premium includes every one (see Paid mixtapes)', async () => {
  const paid = tapes[3];
  await runSql(`update mixtapes set price_amount = 499, price_currency = 'usd' where id = ${paid.id}`);
  const answer = await links(premium, { track_ids: idsOf(paid) });
  expect([answer.status, answer.body.links.length]).toEqual([200, paid.tracks.length]);
  expect((await links(free, { track_ids: idsOf(paid) })).status).toBe(403);
});

it('refuses a link tampered with, and one past its ten minutes', async () => {
  const [link] = (await links(premium, { track_ids: [tapes[0].tracks[0].id] })).body.links;
  const other = link.url.replace(`/tracks/${tapes[0].tracks[0].id}?`, `/tracks/${tapes[1].tracks[0].id}?`);
  const forged = await fetchLink(other);
  expect([forged.status, forged.body.message]).toEqual([403, 'This offline link is not valid. Save the mixtape again.']);
  const otherQuality = await fetchLink(link.url.replace('quality=standard', 'quality=data_saver'));
  expect(otherQuality.status).toBe(403);
  const later = Date.now() + 11 * 60_000;
  const now = jest.spyOn(Date, 'now').mockReturnValue(later);
  try {
    const expired = await fetchLink(link.url);
    expect([expired.status, expired.body.message]).toEqual([403, 'This offline link has expired. Save the mixtape again.']);
  } finally {
    now.mockRestore();
  }
});

it('gives no links for a mixtape not out yet, an unknown track, or no tracks', async () => {
  const upcoming = tapes[1];
  await runSql(`update mixtapes set release_date = now() + interval '3 days' where id = ${upcoming.id}`);
  const early = await links(premium, { track_ids: idsOf(upcoming) });
  expect([early.status, early.body]).toEqual([403, expect.objectContaining({ message: 'This mixtape is not out yet.' })]);
  expect((await links(premium, { track_ids: [2147483647] })).status).toBe(404);
  const none = await links(premium, { track_ids: [] });
  expect([none.status, none.body]).toEqual([400, expect.objectContaining({ message: 'track_ids must name at least one track' })]);
  await runSql(`update mixtapes set release_date = now() - interval '1 day' where id = ${upcoming.id}`);
});

it('gives no links for a mixtape taken down, and the links handed out before answer 451', async () => {
  const tape = tapes[2];
  const before = (await links(premium, { track_ids: idsOf(tape) })).body.links;
  const reference = await takeDown(api, chief, { mixtape_id: tape.id });
  const refused = await links(premium, { track_ids: idsOf(tape) });
  expect([refused.status, refused.body]).toEqual([451, expect.objectContaining({ reference })]);
  for (const { url } of before) {
    const answer = await fetchLink(url);
    expect([answer.status, answer.body.reference]).toEqual([451, reference]);
  }
});
