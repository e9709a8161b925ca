/** @jest-environment node */
import type { Duplex } from 'node:stream';
import { createAdmission, isApiUrl, onClientError, originForm, percentDecodes, resolveDotSegments } from '@/server/http/gateway';

it('tells API URLs from pages by their first segment', () => {
  for (const url of ['/api', '/api/v3/config', '/api?x=1', '/api/']) expect(isApiUrl(url)).toBe(true);
  for (const url of ['/', '/apiary', '/mixtape/api', '/_next/static/x.js']) expect(isApiUrl(url)).toBe(false);
});

it('turns an absolute-form request target into its path, and refuses anything else that is not a path', () => {
  expect(originForm('/api/v3/config?x=1')).toBe('/api/v3/config?x=1');
  expect(originForm('http://example.com/api/v3/config?x=1')).toBe('/api/v3/config?x=1');
  expect(originForm('https://example.com:8443')).toBe('/');
  expect(originForm('http://example.com?x=1')).toBe('/?x=1');
  expect(originForm('*')).toBeNull();
  expect(originForm('example.com:443')).toBeNull();
});

it('resolves dot segments, escaped or not, as a URL parser does, and leaves the query and everything else alone', () => {
  expect(resolveDotSegments('/embed/%2e%2e/account')).toBe('/account');
  expect(resolveDotSegments('/embed/.%2E/x/%2E./account?next=/../y')).toBe('/account?next=/../y');
  expect(resolveDotSegments('/_next/static/../../api/v3/config')).toBe('/api/v3/config');
  expect(resolveDotSegments('/a/./b/.')).toBe('/a/b/');
  expect(resolveDotSegments('/../../..')).toBe('/');
  const paths = ['/a/b/../c', '/a//../b', '/a/%2e%2e%2fb', '/a/...', '/.well-known/x', '/a/b/%2E', '/x/..'];
  for (const path of paths) expect(resolveDotSegments(path)).toBe(new URL(`http://site${path}`).pathname);
  for (const url of ['/embed/some-mixtape', '/a//b', '/a\\..\\b', '/api/v3/mixtapes?take=1']) expect(resolveDotSegments(url)).toBe(url);
});

it('accepts well-formed percent-encoding, refuses broken or non-UTF-8 escapes', () => {
  for (const url of ['/api/v3/mixtapes', '/api/v3/mixtapes/find?slug=caf%C3%A9', '/a%20b?q=%2F']) {
    expect(percentDecodes(url)).toBe(true);
  }
  for (const url of ['/api/v3/mixtapes/%E0%A4%A', '/api/v3/mixtapes/find?slug=%ZZ', '/x?q=%', '/x/%FF']) {
    expect(percentDecodes(url)).toBe(false);
  }
});

describe('onClientError', () => {
  const socket = (state: { writable?: boolean; headersSent?: boolean } = {}) => {
    const written: string[] = [];
    const fake = {
      writable: state.writable ?? true,
      _httpMessage: state.headersSent === undefined ? null : { headersSent: state.headersSent },
      end: jest.fn((data: string, done: () => void) => (written.push(data), done())),
      destroy: jest.fn(),
    };
    return { fake, written };
  };
  const error = (code: string) => Object.assign(new Error(code), { code });

  it('answers JSON and closes: 431 for headers too large, 400 for anything else unparsable', () => {
    const big = socket();
    onClientError(error('HPE_HEADER_OVERFLOW'), big.fake as unknown as Duplex);
    expect(big.written[0]).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(big.written[0]).toMatch(/\r\nConnection: close\r\n/);
    expect(JSON.parse(big.written[0].split('\r\n\r\n')[1])).toMatchObject({ statusCode: 431, error: 'Request Header Fields Too Large' });
    expect(big.fake.destroy).toHaveBeenCalled();

    const garbage = socket();
    onClientError(error('HPE_INVALID_METHOD'), garbage.fake as unknown as Duplex);
    expect(garbage.written[0]).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
  });

  it('writes nothing to a peer that is gone, or over a response already on its way', () => {
    for (const [code, state] of [
      ['ECONNRESET', {}],
      ['HPE_INVALID_METHOD', { writable: false }],
      ['HPE_INVALID_METHOD', { headersSent: true }],
    ] as const) {
      const { fake, written } = socket(state);
      onClientError(error(code), fake as unknown as Duplex);
      expect(written).toEqual([]);
      expect(fake.destroy).toHaveBeenCalled();
    }
  });
});

describe('createAdmission', () => {
  const turn = () => new Promise((resolve) => setImmediate(resolve));

  it('starts requests in the order they came, a few per turn of the event loop, until none is left', async () => {
    const admit = createAdmission(3);
    const started: number[] = [];
    for (let i = 0; i < 8; i++) admit(() => started.push(i));
    expect(started).toEqual([]);
    await turn();
    expect(started).toEqual([0, 1, 2]);
    await turn();
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    // One that comes meanwhile waits behind those already in line.
    admit(() => started.push(8));
    await turn();
    await turn();
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    admit(() => started.push(9));
    await turn();
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
