import { http, HttpResponse } from 'msw';
import { mockServer } from '../../helpers/msw';
import { isAxiosError } from 'axios';
import { z } from 'zod';
import { api, parseReply } from '@/services/common/api-client';
import { ReplyContractError, apiErrorMessage } from '@/services/common/api-errors';
import { getAccessToken, onAuthFailure, setAccessToken } from '@/services/common/session-token';

const V3 = 'http://localhost/api/v3';
const server = mockServer();

const unauthorized = () =>
  HttpResponse.json({ statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' }, { status: 401 });

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** A refresh endpoint that counts its calls and records what each call carried. */
function refreshHandler(answer: () => Response | Promise<Response>) {
  const calls: { authorization: string | null; credentials: RequestCredentials }[] = [];
  const handler = http.post(`${V3}/auth/refresh`, async ({ request }) => {
    calls.push({ authorization: request.headers.get('authorization'), credentials: request.credentials });
    return answer();
  });
  return { calls, handler };
}

beforeEach(() => localStorage.clear());

describe('Authorization header', () => {
  it('sends the stored access token as a Bearer header, with credentials', async () => {
    setAccessToken('tok-1');
    let seen: { authorization: string | null; credentials: RequestCredentials } | undefined;
    server.use(
      http.get(`${V3}/users/likes`, ({ request }) => {
        seen = { authorization: request.headers.get('authorization'), credentials: request.credentials };
        return HttpResponse.json([]);
      }),
    );
    await api.get('/users/likes');
    expect(seen).toEqual({ authorization: 'Bearer tok-1', credentials: 'include' });
  });

  it('sends no Authorization header when no token is stored', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.get(`${V3}/home`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({});
      }),
    );
    await api.get('/home');
    expect(authorization).toBeNull();
  });
});

describe('token refresh on 401', () => {
  it('makes one refresh for concurrent 401s, stores the new token and retries each request with it', async () => {
    setAccessToken('old');
    const all401sServed = deferred();
    let served401 = 0;
    const seen: string[] = [];
    const refresh = refreshHandler(async () => {
      await all401sServed.promise;
      return HttpResponse.json({ access_token: 'new' });
    });
    server.use(
      http.get(`${V3}/users/:list`, ({ request, params }) => {
        const auth = request.headers.get('authorization') ?? '';
        seen.push(`${params.list} ${auth}`);
        if (auth === 'Bearer new') return HttpResponse.json({ list: params.list });
        if (++served401 === 3) all401sServed.resolve();
        return unauthorized();
      }),
      refresh.handler,
    );

    const lists = ['likes', 'history', 'playlists'];
    const responses = await Promise.all(lists.map((list) => api.get(`/users/${list}`)));

    expect(responses.map((r) => r.data)).toEqual(lists.map((list) => ({ list })));
    expect(refresh.calls).toHaveLength(1);
    expect(seen.filter((s) => s.endsWith('Bearer new')).sort()).toEqual(lists.map((l) => `${l} Bearer new`).sort());
    expect(getAccessToken()).toBe('new');
  });

  it('sends the refresh with the cookie only: no Authorization header, with credentials', async () => {
    setAccessToken('old');
    const refresh = refreshHandler(() => HttpResponse.json({ access_token: 'new' }));
    server.use(
      http.get(`${V3}/users/likes`, ({ request }) =>
        request.headers.get('authorization') === 'Bearer new' ? HttpResponse.json([]) : unauthorized(),
      ),
      refresh.handler,
    );
    await api.get('/users/likes');
    expect(refresh.calls).toEqual([{ authorization: null, credentials: 'include' }]);
  });

  it('fails every waiting request with its own 401 when the refresh fails, and tells listeners once', async () => {
    setAccessToken('old');
    const listener = jest.fn();
    const unsubscribe = onAuthFailure(listener);
    const all401sServed = deferred();
    let served401 = 0;
    const refresh = refreshHandler(async () => {
      await all401sServed.promise;
      return unauthorized();
    });
    server.use(
      http.get(`${V3}/users/:list`, () => {
        if (++served401 === 3) all401sServed.resolve();
        return unauthorized();
      }),
      refresh.handler,
    );

    const lists = ['likes', 'history', 'playlists'];
    const results = await Promise.allSettled(lists.map((list) => api.get(`/users/${list}`)));
    unsubscribe();

    expect(refresh.calls).toHaveLength(1);
    expect(served401).toBe(3);
    results.forEach((result, i) => {
      expect(result.status).toBe('rejected');
      const reason = (result as PromiseRejectedResult).reason;
      expect(isAxiosError(reason) && reason.response?.status).toBe(401);
      expect(isAxiosError(reason) && reason.config?.url).toBe(`/users/${lists[i]}`);
    });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the refresh meets a server error or no answer: listeners are not told, requests fail with that error', async () => {
    setAccessToken('old');
    const listener = jest.fn();
    const unsubscribe = onAuthFailure(listener);
    let answer = () => HttpResponse.json({ statusCode: 503, message: 'Try again soon', error: 'Service Unavailable' }, { status: 503 });
    const refresh = refreshHandler(() => answer());
    server.use(http.get(`${V3}/users/likes`, unauthorized), refresh.handler);

    await expect(api.get('/users/likes')).rejects.toMatchObject({ response: { status: 503 } });
    answer = () => HttpResponse.error();
    const unanswered = await api.get('/users/likes').catch((e: unknown) => e);
    unsubscribe();
    expect(apiErrorMessage(unanswered)).toBe('Network error, please try again.');
    expect(refresh.calls).toHaveLength(2);
    expect(listener).not.toHaveBeenCalled();
    expect(getAccessToken()).toBe('old');
  });

  it('lets a later 401 refresh again after a failed refresh', async () => {
    setAccessToken('old');
    let refreshOk = false;
    const refresh = refreshHandler(() => (refreshOk ? HttpResponse.json({ access_token: 'new' }) : unauthorized()));
    server.use(
      http.get(`${V3}/users/likes`, ({ request }) =>
        request.headers.get('authorization') === 'Bearer new' ? HttpResponse.json(['ok']) : unauthorized(),
      ),
      refresh.handler,
    );

    await expect(api.get('/users/likes')).rejects.toMatchObject({ response: { status: 401 } });
    refreshOk = true;
    await expect(api.get('/users/likes')).resolves.toMatchObject({ data: ['ok'] });
    expect(refresh.calls).toHaveLength(2);
  });

  it('does not refresh a second time when the retried request 401s again', async () => {
    setAccessToken('old');
    let hits = 0;
    const refresh = refreshHandler(() => HttpResponse.json({ access_token: 'new' }));
    server.use(
      http.get(`${V3}/users/likes`, () => {
        hits++;
        return unauthorized();
      }),
      refresh.handler,
    );
    await expect(api.get('/users/likes')).rejects.toMatchObject({ response: { status: 401 } });
    expect(refresh.calls).toHaveLength(1);
    expect(hits).toBe(2);
  });

  it('retries without refreshing when another request already stored a newer token', async () => {
    setAccessToken('old');
    const refresh = refreshHandler(() => HttpResponse.json({ access_token: 'newer' }));
    server.use(
      http.get(`${V3}/users/likes`, ({ request }) => {
        if (request.headers.get('authorization') === 'Bearer new') return HttpResponse.json(['ok']);
        setAccessToken('new'); // a refresh finished elsewhere while this request was in flight
        return unauthorized();
      }),
      refresh.handler,
    );
    await expect(api.get('/users/likes')).resolves.toMatchObject({ data: ['ok'] });
    expect(refresh.calls).toHaveLength(0);
  });

  it('does not refresh without a stored access token', async () => {
    const refresh = refreshHandler(() => HttpResponse.json({ access_token: 'new' }));
    server.use(http.get(`${V3}/users/likes`, unauthorized), refresh.handler);
    await expect(api.get('/users/likes')).rejects.toMatchObject({ response: { status: 401 } });
    expect(refresh.calls).toHaveLength(0);
  });

  it('treats a refresh answer without an access_token as a failed refresh, naming the endpoint to listeners', async () => {
    setAccessToken('old');
    const listener = jest.fn();
    const unsubscribe = onAuthFailure(listener);
    const refresh = refreshHandler(() => HttpResponse.json({ token: 'new' }));
    server.use(http.get(`${V3}/users/likes`, unauthorized), refresh.handler);
    await expect(api.get('/users/likes')).rejects.toMatchObject({ response: { status: 401 } });
    unsubscribe();
    expect(getAccessToken()).toBe('old');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(apiErrorMessage(listener.mock.calls[0][0])).toMatch(/^POST \/auth\/refresh answered in an unexpected shape at access_token: /);
  });

  it('does not refresh when an auth call (a wrong password) answers 401', async () => {
    setAccessToken('stale');
    const refresh = refreshHandler(() => HttpResponse.json({ access_token: 'new' }));
    server.use(http.post(`${V3}/auth/login`, unauthorized), refresh.handler);
    await expect(api.post('/auth/login', { user: 'a', pass: 'b' })).rejects.toMatchObject({ response: { status: 401 } });
    expect(refresh.calls).toHaveLength(0);
  });
});

describe('apiErrorMessage', () => {
  it("returns the API's message, joining a list of messages", async () => {
    server.use(
      http.get(`${V3}/mixtapes/1`, () =>
        HttpResponse.json({ statusCode: 404, message: 'Mixtape not found', error: 'Not Found' }, { status: 404 }),
      ),
      http.get(`${V3}/mixtapes/2`, () =>
        HttpResponse.json({ statusCode: 400, message: ['page must be 1 or more', 'take too big'], error: 'Bad Request' }, { status: 400 }),
      ),
    );
    const first = await api.get('/mixtapes/1').catch((e: unknown) => e);
    const second = await api.get('/mixtapes/2').catch((e: unknown) => e);
    expect(apiErrorMessage(first)).toBe('Mixtape not found');
    expect(apiErrorMessage(second)).toBe('page must be 1 or more, take too big');
  });

  it('falls back to a network message when there is no response, else to the error text', async () => {
    server.use(
      http.get(`${V3}/home`, () => HttpResponse.error()),
      http.get(`${V3}/config`, () => new HttpResponse('<html>oops</html>', { status: 502 })),
    );
    expect(apiErrorMessage(await api.get('/home').catch((e: unknown) => e))).toBe('Network error, please try again.');
    expect(apiErrorMessage(await api.get('/config').catch((e: unknown) => e))).toBe('Request failed with status code 502');
    expect(apiErrorMessage(new Error('boom'))).toBe('boom');
    expect(apiErrorMessage('weird')).toBe('Something went wrong, please try again.');
  });
});

describe('parseReply', () => {
  const schema = z.object({ id: z.number(), cover: z.string().nullable(), tags: z.array(z.string()) });

  it('passes a valid answer through, dropping fields the contract does not name', () => {
    expect(parseReply(schema, { id: 1, cover: null, tags: ['a'], added: true }, 'GET /thing')).toEqual({ id: 1, cover: null, tags: ['a'] });
  });

  it('throws an error naming the endpoint, the path and the problem of the first issue', () => {
    const error = (() => {
      try {
        return parseReply(schema, { cover: 'c.svg', tags: [1] }, 'GET /thing');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ReplyContractError);
    expect(error).toMatchObject({ name: 'ReplyContractError', endpoint: 'GET /thing' });
    expect((error as ReplyContractError).issues).toHaveLength(2);
    expect(apiErrorMessage(error)).toBe('GET /thing answered in an unexpected shape at id: Invalid input: expected number, received undefined');
  });

  it('names no path when the whole answer is wrong', () => {
    expect(() => parseReply(schema, '', 'GET /thing')).toThrow('GET /thing answered in an unexpected shape: Invalid input: expected object, received string');
  });
});
