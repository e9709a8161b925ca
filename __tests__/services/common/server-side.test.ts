/** @jest-environment node */
import { apiV2BaseUrl } from '@/services/common/api-v2';
import { apiBaseUrl, trackStreamUrl } from '@/services/common/api-urls';
import { readLocal, writeLocal } from '@/services/common/web-storage';

const KEYS = ['NEXT_PUBLIC_API_URL', 'NEXT_PUBLIC_API_V2_URL'];
const saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]));

afterEach(() => {
  for (const k of KEYS) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
});

function setEnv(env: Partial<Record<string, string>>) {
  for (const k of KEYS) delete process.env[k];
  Object.assign(process.env, env);
}

describe('the API addresses, the same on the server as in the browser', () => {
  it('are the site-relative defaults, or the public URLs configured', () => {
    setEnv({});
    expect(apiBaseUrl()).toBe('/api/v3');
    expect(apiV2BaseUrl()).toBe('/api/v2.0');
    expect(trackStreamUrl(5)).toBe('/api/v3/tracks/5/stream');
    setEnv({ NEXT_PUBLIC_API_URL: 'https://api.example.com/v3', NEXT_PUBLIC_API_V2_URL: 'https://api.example.com/v2.0' });
    expect(apiBaseUrl()).toBe('https://api.example.com/v3');
    expect(apiV2BaseUrl()).toBe('https://api.example.com/v2.0');
    expect(trackStreamUrl('7')).toBe('https://api.example.com/v3/tracks/7/stream');
  });

  it('leave storage helpers harmless without a window', () => {
    expect(() => writeLocal('theme', 'dark')).not.toThrow();
    expect(readLocal('theme')).toBeNull();
  });
});
