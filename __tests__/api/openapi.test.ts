/** @jest-environment node */
import { openApiPath } from '@/server/openapi/api-paths';
import { apiRoutes, documentedRoutes } from '@/server/routes';
import { startTestApi, type TestApi } from '../helpers/api-server';
import { httpCall } from '../helpers/http';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const HTTP_METHODS = ['get', 'head', 'post', 'put', 'patch', 'delete', 'options', 'trace'];

let api: TestApi;
let doc: Json;

beforeAll(async () => {
  api = await startTestApi();
  const res = await httpCall<Json>(`${api.url}/api/docs/openapi.json`);
  expect(res.status).toBe(200);
  doc = res.body;
});
afterAll(() => api.stop());

const operations = () =>
  Object.entries(doc.paths as Json).flatMap(([apiPath, item]) =>
    HTTP_METHODS.filter((m) => item[m]).map((method) => ({ apiPath, method, op: item[method] as Json })),
  );

describe('the route table', () => {
  it('documents every route but the documentation itself and the development tools', () => {
    const left = Object.keys(apiRoutes).filter((pattern) => !(pattern in documentedRoutes));
    expect(left.sort()).toEqual(['/api/dev/outbox', '/api/dev/payments/advance', '/api/docs', '/api/docs/openapi.json']);
  });
});

describe('GET /api/docs/openapi.json', () => {
  it('answers the document as cacheable JSON, and HEAD its headers', async () => {
    const res = await httpCall(`${api.url}/api/docs/openapi.json`, { raw: true });
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const head = await httpCall(`${api.url}/api/docs/openapi.json`, { method: 'HEAD', raw: true });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    const post = await httpCall(`${api.url}/api/docs/openapi.json`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.body).toMatchObject({ statusCode: 405, error: 'Method Not Allowed' });
  });

  it('is an OpenAPI 3.1 document in shape', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(typeof doc.info.title).toBe('string');
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+/);
    const tags = new Set((doc.tags as Json[]).map((t) => t.name));
    const ids = new Set<string>();
    for (const { apiPath, method, op } of operations()) {
      const where = `${method.toUpperCase()} ${apiPath}`;
      expect(apiPath).toMatch(/^\/api(\/|$)/);
      expect(op.operationId).toMatch(/^[a-z]+[A-Za-z0-9]+$/);
      expect(ids.has(op.operationId)).toBe(false);
      ids.add(op.operationId);
      expect(op.tags).toHaveLength(1);
      expect(tags.has(op.tags[0])).toBe(true);
      // Every templated segment has a required path parameter, and every path parameter a segment.
      const templated = [...apiPath.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const pathParams = ((op.parameters ?? []) as Json[]).filter((p) => p.in === 'path');
      expect({ where, params: pathParams.map((p) => p.name).sort() }).toEqual({ where, params: templated });
      for (const p of op.parameters ?? []) {
        expect(['path', 'query', 'header', 'cookie']).toContain(p.in);
        if (p.in === 'path') expect(p.required).toBe(true);
        expect(p.schema).toBeDefined();
      }
      expect(Object.keys(op.responses).length).toBeGreaterThan(0);
      for (const [status, response] of Object.entries(op.responses as Json)) {
        expect(status).toMatch(/^[1-5](\d\d|XX)$/);
        expect(typeof response.description).toBe('string');
      }
      for (const requirement of op.security ?? []) {
        for (const scheme of Object.keys(requirement)) expect(doc.components.securitySchemes[scheme]).toBeDefined();
      }
    }
    // Every $ref points at a component that exists.
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? [];
    for (const ref of new Set(refs)) {
      const name = /#\/components\/schemas\/([^"]+)"/.exec(ref)?.[1];
      expect({ ref, found: !!name && !!doc.components.schemas[name] }).toEqual({ ref, found: true });
    }
  });

  it('has a path for every documented route, with the methods its spec serves (HEAD wherever GET is)', () => {
    expect(Object.keys(doc.paths).sort()).toEqual(Object.keys(documentedRoutes).map(openApiPath).sort());
    for (const [pattern, handler] of Object.entries(documentedRoutes)) {
      const item = doc.paths[openApiPath(pattern)];
      const methods = Object.keys(handler.spec).map((m) => m.toLowerCase());
      if (methods.includes('get')) methods.push('head');
      expect({ pattern, methods: HTTP_METHODS.filter((m) => item[m]) }).toEqual({ pattern, methods: HTTP_METHODS.filter((m) => methods.includes(m)) });
    }
    expect(doc.paths['/api/docs']).toBeUndefined();
    expect(doc.paths['/api/{path}']).toBeUndefined();
  });

  it('describes parameters, bodies and answers from the routes’ own schemas', () => {
    const login = doc.paths['/api/v3/auth/login'].post;
    const loginBody = login.requestBody.content['application/json'].schema;
    expect(Object.keys(loginBody.properties)).toEqual(['user', 'pass']);
    expect(loginBody.required).toEqual(['user', 'pass']);
    expect(login.requestBody.content['application/x-www-form-urlencoded']).toBeUndefined();
    expect(login.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/LoginResult' });
    expect(login.security).toEqual([]);

    const mixtape = doc.paths['/api/v3/mixtapes/{id}'].get;
    expect(mixtape.parameters).toEqual([expect.objectContaining({ in: 'path', name: 'id', required: true })]);
    const list = doc.paths['/api/v3/mixtapes'].get;
    const query = (list.parameters as Json[]).filter((p) => p.in === 'query').map((p) => p.name);
    expect(query).toEqual(expect.arrayContaining(['page', 'take', 'order', 'sort', 'site', 'dj', 'artist', 'range']));
    expect(list.parameters.find((p: Json) => p.name === 'take').schema).toMatchObject({ maximum: 100, default: 20 });
    expect(doc.paths['/api/v3/media/{key}'].get.parameters).toEqual([expect.objectContaining({ in: 'path', name: 'key' })]);

    for (const { op, method } of operations()) {
      for (const status of ['400', '404', '405', '429', '500']) {
        expect(op.responses[status]).toBeDefined();
        if (method !== 'head') expect(op.responses[status].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ApiError' });
      }
      if (op.requestBody) for (const status of ['413', '415']) expect(op.responses[status]).toBeDefined();
    }
    expect(doc.components.schemas.ApiError.required).toEqual(['statusCode', 'message', 'error']);
  });

  it('says who may call: bearer on v3 auth, X-Api-Key on every v2.0 call, X-Auth-Token where v2.0 needs the user', () => {
    const me = doc.paths['/api/v3/users/me'];
    expect(me.get.security).toEqual([{ bearer: [] }]);
    expect(me.patch.security).toEqual([{ bearer: [] }]);
    expect(me.get.responses['401']).toBeDefined();
    expect(doc.paths['/api/v3/log/event'].post.security).toEqual([{ bearer: [] }, {}]);
    expect(doc.paths['/api/v3/home'].get.responses['401']).toBeUndefined();
    expect(doc.components.securitySchemes).toMatchObject({
      bearer: { type: 'http', scheme: 'bearer' },
      apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
      authToken: { type: 'apiKey', in: 'header', name: 'X-Auth-Token' },
    });

    const v2 = operations().filter(({ apiPath }) => apiPath.startsWith('/api/v2.0/'));
    expect(v2.length).toBeGreaterThanOrEqual(4);
    for (const { op } of v2) {
      for (const requirement of op.security) expect(requirement).toHaveProperty('apiKey');
      expect(op.responses['401']).toBeDefined();
      if (op.requestBody) expect(Object.keys(op.requestBody.content)).toEqual(['application/x-www-form-urlencoded']);
    }
    const otp = doc.paths['/api/v2.0/signup/otp'].post.requestBody.content['application/x-www-form-urlencoded'].schema;
    expect(otp.oneOf.map((o: Json) => o.properties.way.const).sort()).toEqual(['email', 'phone']);
  });
});

describe('GET /api/docs', () => {
  it('answers an HTML page, with no script, listing every path by tag', async () => {
    const res = await httpCall(`${api.url}/api/docs`, { raw: true });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const { text: html } = res;
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain(`<title>${doc.info.title}</title>`);
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('href="/api/docs/openapi.json"');
    for (const apiPath of Object.keys(doc.paths)) expect(html).toContain(`<code>${apiPath}</code>`);
    for (const tag of doc.tags as Json[]) expect(html).toContain(`<a href="#tag-${tag.name.replace(/[^A-Za-z0-9_-]+/g, '-')}">${tag.name}</a>`);
    // Operations show their auth, parameters, body fields and answers.
    expect(html).toContain('<code>pass</code>');
    expect(html).toContain('<code>X-Api-Key</code> header');
    expect(html).toContain('<h4>Parameters</h4>');
    expect(html).toContain('<h4>Responses</h4>');
  });
});
