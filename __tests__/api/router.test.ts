/** @jest-environment node */
// How a URL finds its route: the API's router over the route table (server/routes), behind the real gateway.
import http from 'node:http';
import type { Mixtape } from '@/lib/contracts/catalog';
import type { Paged } from '@/lib/contracts/common';
import { startTestApi, type TestApi } from '../helpers/api-server';
import { httpCall } from '../helpers/http';

let api: TestApi;
let mixtape: Mixtape;

beforeAll(async () => {
  api = await startTestApi({ seed: { mixtapes: 2, artists: 1, djs: 1 } });
  mixtape = (await httpCall<Paged<Mixtape>>(`${api.url}/api/v3/mixtapes?take=1`)).body.data[0];
});
afterAll(() => api.stop());

/** A GET with the path sent exactly as written: fetch would normalise it and follow redirects. */
function rawGet(path: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const { port } = new URL(api.url);
    http
      .get({ host: '127.0.0.1', port, path }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on('error', reject);
  });
}

describe('precedence, segment by segment', () => {
  it('takes a static segment before a dynamic one, and a dynamic one before a catch-all', async () => {
    const featured = await rawGet('/api/v3/mixtapes/featured');
    expect(featured.status).toBe(200);
    expect(JSON.parse(featured.body)).toHaveProperty('meta');
    const byId = await rawGet(`/api/v3/mixtapes/${mixtape.id}`);
    expect(JSON.parse(byId.body)).toMatchObject({ id: mixtape.id, slug: mixtape.slug });
    const media = await rawGet(mixtape.cover!);
    expect(media.status).toBe(200);
    expect(media.headers['content-type']).toMatch(/^image\//);
  });

  it('falls back to a dynamic segment when the static branch leads nowhere, as Next matches whole paths', async () => {
    // mixtapes/featured has no queue: mixtapes/:id/queue takes it, with id "featured".
    const answer = await rawGet('/api/v3/mixtapes/featured/queue');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).message).toBe('Validation failed (numeric string is expected)');
  });

  it('reads a percent-encoded letter or digit as itself, in static segments and params alike', async () => {
    // %66 is 'f': an unreserved character written encoded is the same URL (RFC 3986), the static "featured".
    const featured = await rawGet('/api/v3/mixtapes/%66eatured');
    expect(featured.status).toBe(200);
    expect(JSON.parse(featured.body)).toHaveProperty('meta');
    // The first digit of the id percent-encoded ('1' is %31).
    const byEscapedId = await rawGet(`/api/v3/mixtapes/${String(mixtape.id).replace(/^\d/, (digit) => `%3${digit}`)}`);
    expect(JSON.parse(byEscapedId.body)).toMatchObject({ id: mixtape.id });
  });

  it('answers a path no route serves with the JSON 404, whatever is under it', async () => {
    for (const path of ['/api/v3/mixtapes/1/nothing', '/api/v9', '/api/V3/home']) {
      const answer = await rawGet(path);
      expect(answer.status).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body)).toEqual({ requestId: expect.any(String), statusCode: 404, message: `There is no GET ${path} in this API.`, error: 'Not Found' });
    }
  });

  it('serves /api itself and the documentation routes, which the OpenAPI document leaves out', async () => {
    expect(JSON.parse((await rawGet('/api')).body)).toMatchObject({ docs: '/api/docs' });
    expect(JSON.parse((await rawGet('/api?x=1')).body)).toMatchObject({ docs: '/api/docs' });
    expect((await rawGet('/api/docs')).headers['content-type']).toMatch(/^text\/html/);
    expect(JSON.parse((await rawGet('/api/docs/openapi.json')).body)).toHaveProperty('openapi');
  });
});

describe('the query', () => {
  it('merges path params over the query string', async () => {
    const answer = await rawGet(`/api/v3/mixtapes/${mixtape.id}?id=999999`);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).id).toBe(mixtape.id);
  });

  it('turns a repeated key into a list, which a single-valued field refuses', async () => {
    const answer = await rawGet('/api/v3/mixtapes?take=1&take=2');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).message).toMatch(/^take/);
  });
});

describe('what Next redirects', () => {
  it.each([
    ['/api/v3/mixtapes/', '/api/v3/mixtapes'],
    ['/api/', '/api'],
    ['/api/v3/mixtapes/?take=1&page=2', '/api/v3/mixtapes?take=1&page=2'],
    ['/api//v3///home', '/api/v3/home'],
    ['/api/v3\\home', '/api/v3/home'],
  ])('answers %s with a 308 to %s', async (path, location) => {
    const answer = await rawGet(path);
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe(location);
  });

  it('resolves dot segments in place', async () => {
    const answer = await rawGet('/api/v3/x/../mixtapes/./featured');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toHaveProperty('meta');
  });
});
