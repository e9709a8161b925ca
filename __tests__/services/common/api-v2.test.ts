import { http, HttpResponse } from 'msw';
import { mockServer } from '../../helpers/msw';
import { apiV2 } from '@/services/common/api-v2';
import { LOCAL_KEYS } from '@/lib/storage-keys';

const V2 = 'http://localhost/api/v2.0';
const server = mockServer();

beforeEach(() => localStorage.clear());

describe('apiV2', () => {
  it('posts a plain object form-encoded, with the API key and the stored X-Auth-Token', async () => {
    localStorage.setItem(LOCAL_KEYS.v2Token, 'v2-tok');
    let seen: { contentType: string | null; apiKey: string | null; authToken: string | null; body: unknown } | undefined;
    server.use(
      http.post(`${V2}/signup/otp`, async ({ request }) => {
        seen = {
          contentType: request.headers.get('content-type'),
          apiKey: request.headers.get('x-api-key'),
          authToken: request.headers.get('x-auth-token'),
          body: Object.fromEntries(new URLSearchParams(await request.text())),
        };
        return HttpResponse.json({ ok: true });
      }),
    );

    await apiV2.post('/signup/otp', { way: 'phone', phone: '+15551234567', note: 'a&b=c d', skipped: undefined });

    expect(seen?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(seen?.apiKey).toBe('mixtape-web');
    expect(seen?.authToken).toBe('v2-tok');
    expect(seen?.body).toEqual({ way: 'phone', phone: '+15551234567', note: 'a&b=c d' });
  });

  it('sends the API key but no X-Auth-Token when none is stored', async () => {
    let headers: { apiKey: string | null; authToken: string | null } | undefined;
    server.use(
      http.get(`${V2}/user/name`, ({ request }) => {
        headers = { apiKey: request.headers.get('x-api-key'), authToken: request.headers.get('x-auth-token') };
        return HttpResponse.json({ available: new URL(request.url).searchParams.get('search') === 'free' });
      }),
    );
    const { data } = await apiV2.get('/user/name', { params: { search: 'free' } });
    expect(data).toEqual({ available: true });
    expect(headers).toEqual({ apiKey: 'mixtape-web', authToken: null });
  });
});
