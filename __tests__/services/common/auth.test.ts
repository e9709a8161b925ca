import { http, HttpResponse } from 'msw';
import { mockServer } from '../../helpers/msw';
import { apiErrorMessage, apiErrorStatus, ReplyContractError } from '@/services/common/api-errors';
import { checkUsername, getMe, login, recover, register, verifySignupCode } from '@/services/common/auth';
import { V2, V3, apiError, makeLoginResult, makeMe } from '../../helpers/auth';

const server = mockServer();
beforeEach(() => localStorage.clear());

const credentials = { user: 'djnova', pass: 'secret-pass' };
const twoFactor = { statusCode: 428, message: 'Two-factor code required', error: 'Precondition Required', token: '2fa-1', sms: true };

describe('login', () => {
  it('passes a valid answer through', async () => {
    server.use(http.post(`${V3}/auth/login`, () => HttpResponse.json(makeLoginResult())));
    await expect(login(credentials)).resolves.toEqual({ kind: 'done', result: makeLoginResult() });
  });

  it('fails with an error naming the endpoint when the answer misses a required field', async () => {
    // JSON leaves out an undefined field: the answer has no access_token at all.
    server.use(http.post(`${V3}/auth/login`, () => HttpResponse.json({ ...makeLoginResult(), access_token: undefined })));
    const error = await login(credentials).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReplyContractError);
    expect(apiErrorMessage(error)).toBe(
      'POST /auth/login answered in an unexpected shape at access_token: Invalid input: expected string, received undefined',
    );
  });

  it('checks the user inside the answer too', async () => {
    server.use(http.post(`${V3}/auth/login`, () => HttpResponse.json({ ...makeLoginResult(), user: { ...makeMe(), twoFactorChannel: 'fax' } })));
    await expect(login(credentials)).rejects.toThrow(/^POST \/auth\/login answered in an unexpected shape at user\.twoFactorChannel: /);
  });

  it('turns a 428 into the 2FA step, and a 428 without its token into a contract error', async () => {
    server.use(http.post(`${V3}/auth/login`, () => HttpResponse.json(twoFactor, { status: 428 })));
    await expect(login(credentials)).resolves.toEqual({ kind: 'two-factor', token: '2fa-1', channel: 'sms' });

    server.use(http.post(`${V3}/auth/login`, () => HttpResponse.json({ ...twoFactor, token: undefined }, { status: 428 })));
    await expect(login(credentials)).rejects.toThrow('POST /auth/login (428) answered in an unexpected shape at token');
  });

  it('lets a refused login fail with its own status and message', async () => {
    server.use(http.post(`${V3}/auth/login`, () => apiError(401, 'Wrong username or password', 'Unauthorized')));
    const error = await login(credentials).catch((e: unknown) => e);
    expect(apiErrorStatus(error)).toBe(401);
    expect(apiErrorMessage(error)).toBe('Wrong username or password');
  });
});

describe('the other auth calls', () => {
  it('take nullable fields as null and refuse a null where the contract has none', async () => {
    server.use(http.get(`${V3}/users/me`, () => HttpResponse.json(makeMe({ email: null, phone: null }))));
    await expect(getMe()).resolves.toEqual(makeMe({ email: null, phone: null }));

    server.use(http.get(`${V3}/users/me`, () => HttpResponse.json({ ...makeMe(), createdAt: null })));
    await expect(getMe()).rejects.toThrow('GET /users/me answered in an unexpected shape at createdAt: Invalid input: expected string, received null');
  });

  it('check the v2.0 answers, naming the version', async () => {
    server.use(
      http.get(`${V2}/user/name`, () => HttpResponse.json({ free: true })),
      http.post(`${V2}/signup/verify`, () => HttpResponse.json({ signup_token: 'signup-1' })),
      http.post(`${V2}/signup`, () => HttpResponse.json({ ...makeLoginResult(), api_token: 42 })),
    );
    await expect(checkUsername('djnova')).rejects.toThrow('GET /user/name (v2.0) answered in an unexpected shape at available');
    await expect(verifySignupCode({ way: 'email', email: 'nova@example.com', code: '1234' })).resolves.toBe('signup-1');
    await expect(register({ fullname: 'Nova', username: 'djnova', password: 'secret-pass', signup_token: 'signup-1' })).rejects.toThrow(
      'POST /signup (v2.0) answered in an unexpected shape at api_token',
    );
  });

  it('keep the sms_token of a phone recovery', async () => {
    server.use(http.post(`${V3}/auth/recover`, () => HttpResponse.json({ message: 'We sent you a code.', sms_token: 'sms-1' })));
    await expect(recover({ phone: '+15555550123' })).resolves.toEqual({ message: 'We sent you a code.', sms_token: 'sms-1' });
  });
});
