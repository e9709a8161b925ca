/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestApi, type TestApi } from '../helpers/api-server';
import { callAs, createMember, type Member } from '../helpers/members';

// A local stand-in for OpenWeb's server-to-server SSO endpoint: it records what it was sent and answers as told.
interface Received {
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}
let answer: (res: http.ServerResponse) => void;
const received: Received[] = [];
const provider = http.createServer((req, res) => {
  let text = '';
  req.on('data', (chunk) => (text += chunk));
  req.on('end', () => {
    received.push({ headers: req.headers, body: JSON.parse(text || '{}') });
    answer(res);
  });
});

let api: TestApi;
let ann: Member;
const login = (init: Parameters<ReturnType<typeof callAs>>[1]) => callAs(api, ann)<{ code_b: string }>('/spotim/login', init);

beforeAll(async () => {
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  process.env.OPENWEB_SSO_URL = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/api/sso/v1/register-user`;
  process.env.OPENWEB_SSO_TOKEN = 'sso-secret-token';
  process.env.OPENWEB_SSO_TIMEOUT_MS = '300';
  api = await startTestApi();
  ann = await createMember(api, 'ann');
}, 120_000);
afterAll(async () => {
  await api.stop();
  provider.closeAllConnections();
  await new Promise((resolve) => provider.close(resolve));
  for (const name of ['OPENWEB_SSO_URL', 'OPENWEB_SSO_TOKEN', 'OPENWEB_SSO_TIMEOUT_MS']) delete process.env[name];
});
beforeEach(() => {
  received.length = 0;
});

describe('POST /spotim/login', () => {
  it("sends code_a with the member's id and name under the site's token, and answers the provider's code_b", async () => {
    answer = (res) => res.end('code-b-from-openweb');
    const res = await login({ form: { code_a: 'code-a-123' } });
    expect([res.status, res.body]).toEqual([200, { code_b: 'code-b-from-openweb' }]);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(received).toHaveLength(1);
    expect(received[0].headers['x-spotim-sso-access-token']).toBe('sso-secret-token');
    expect(received[0].body).toEqual({ code_a: 'code-a-123', primary_key: String(ann.id), user_name: 'ann', display_name: 'ann Member' });
  });

  it('takes a JSON answer holding code_b too', async () => {
    answer = (res) => res.setHeader('content-type', 'application/json').end(JSON.stringify({ code_b: 'json-code-b' }));
    expect((await login({ form: { code_a: 'a' } })).body).toEqual({ code_b: 'json-code-b' });
  });

  it('answers a JSON 502 when the provider refuses', async () => {
    answer = (res) => res.writeHead(401).end('bad token');
    const res = await login({ form: { code_a: 'code-a' } });
    expect(res.status).toBe(502);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toEqual(expect.objectContaining({ statusCode: 502, message: 'The comments provider could not sign you in. Please try again later.' }));
  });

  it('answers a JSON 502 when the provider does not answer in time', async () => {
    answer = (res) => void setTimeout(() => res.end('too late'), 2_000).unref();
    const res = await login({ form: { code_a: 'code-a' } });
    expect([res.status, res.body.message]).toEqual([502, 'The comments provider did not answer in time. Please try again later.']);
  });

  it('answers 401 to a guest without calling the provider', async () => {
    const res = await callAs(api, null)('/spotim/login', { form: { code_a: 'code-a' } });
    expect([res.status, res.body.message]).toEqual([401, 'Please log in to continue.']);
    expect(received).toHaveLength(0);
  });

  it('takes a form-encoded body only, and requires code_a', async () => {
    const json = await login({ json: { code_a: 'code-a' } });
    expect([json.status, json.body.message]).toEqual([415, 'Send the request body as application/x-www-form-urlencoded.']);
    const missing = await login({ form: {} });
    expect([missing.status, missing.body.message]).toEqual([400, 'code_a is required']);
    expect(received).toHaveLength(0);
  });

  it('answers 503 when no SSO token is configured', async () => {
    delete process.env.OPENWEB_SSO_TOKEN;
    const res = await login({ form: { code_a: 'code-a' } });
    process.env.OPENWEB_SSO_TOKEN = 'sso-secret-token';
    expect([res.status, res.body.message]).toEqual([503, 'Single sign-on with the comments provider is not set up on this site.']);
  });
});
