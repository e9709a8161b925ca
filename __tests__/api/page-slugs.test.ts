/** @jest-environment node */
import type { Mixtape, MixtapeDetail } from '@/lib/contracts/catalog';
import type { Paged } from '@/lib/contracts/common';
import type { Person } from '@/lib/contracts/people';
import { apiForSuite } from '../helpers/api-server';
import { callAs, createMember, type Member } from '../helpers/members';
import { takeDown } from '../helpers/takedowns';

// The pages named by a slug over HTTP, through the gate the production server puts in front of Next (the pages
// themselves answer 404 here: see __tests__/helpers/api-server.ts). A slug written another way goes on to its one
// URL, or is a 404, before the take-down check: never a second, stale copy of a page, never a 500.

const api = apiForSuite({ seed: { mixtapes: 3, artists: 2, djs: 1 }, env: { ADMIN_EMAILS: 'chief@example.com' } });
let chief: Member;
let tape: MixtapeDetail;
let artist: Person;

/** A page request as a browser sends it, the redirect not followed. */
const page = (path: string) => fetch(`${api.url}${path}`, { redirect: 'manual' });

beforeAll(async () => {
  chief = await createMember(api, 'chief');
  const guest = callAs(api, null);
  const list = await guest<Paged<Mixtape>>('/mixtapes', { query: { take: 1 } });
  tape = (await guest<MixtapeDetail>(`/mixtapes/${list.body.data[0].id}`)).body;
  artist = (await guest<Paged<Person>>('/artists', { query: { take: 1 } })).body.data[0];
});

it('sends a slug with spaces around it or in capitals on to its one URL, query kept', async () => {
  const cases: [string, string][] = [
    [`/mixtape/${tape.slug}%20`, `/mixtape/${tape.slug}`],
    [`/mixtape/%20${tape.slug}%09/`, `/mixtape/${tape.slug}`],
    [`/mixtape/${tape.slug.toUpperCase()}?t=30`, `/mixtape/${tape.slug}?t=30`],
    [`/embed/${tape.slug}%20`, `/embed/${tape.slug}`],
    [`/artist/${artist.slug}%C2%A0`, `/artist/${artist.slug}`],
    ['/genre/Hip-Hop%20', '/genre/hip-hop'],
  ];
  for (const [path, location] of cases) {
    const answer = await page(path);
    expect([path, answer.status, answer.headers.get('location')]).toEqual([path, 308, location]);
  }
});

it('answers 404 for what names no slug, and for the props of a page under another URL', async () => {
  for (const path of [`/mixtape/${tape.slug}%20x`, '/mixtape/%20', '/mixtape/a%2Fb', '/embed/%ZZ', '/podcast/caf%C3%A9', `/_next/data/build-1/mixtape/${tape.slug}%20.json`]) {
    const answer = await page(path);
    expect([path, answer.status, answer.headers.get('location')]).toEqual([path, 404, null]);
  }
});

it('after a take-down, every way of writing the slug ends at the 451, page, embed and props alike', async () => {
  const reference = await takeDown(api, chief, { mixtape_id: tape.id });
  for (const path of [`/mixtape/${tape.slug}`, `/mixtape/${tape.slug}%20`, `/embed/${tape.slug}%20`, `/mixtape/${tape.slug.toUpperCase()}`]) {
    const answer = await fetch(`${api.url}${path}`);
    expect([path, answer.status, await answer.text()]).toEqual([path, 451, `unavailable: ${tape.slug}`]);
  }
  const props = await page(`/_next/data/build-1/mixtape/${tape.slug}.json`);
  expect([props.status, await props.json()]).toEqual([451, { reference }]);
  // The stale copy the take-down left under another URL is never asked for.
  expect((await page(`/_next/data/build-1/mixtape/${tape.slug}%20.json`)).status).toBe(404);
  expect((await page(`/_next/data/build-1/embed/${tape.slug}%20.json`)).status).toBe(404);
});
