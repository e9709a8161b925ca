/** @jest-environment node */
import { apiV2BaseUrl } from '@/services/api-v2';
import { apiBaseUrl, trackStreamUrl } from '@/services/api-urls';
import { readLocal, writeLocal } from '@/services/storage-keys';

const KEYS = ['NEXT_PUBLIC_API_URL', 'INTERNAL_API_URL', 'NEXT_PUBLIC_API_V2_URL', 'INTERNAL_API_V2_URL', 'PORT'];
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

describe('base URLs during server rendering', () => {
  it('fall back to the app itself on PORT', () => {
    setEnv({ PORT: '4100', NEXT_PUBLIC_API_URL: '/api/v3' });
    expect(apiBaseUrl()).toBe('http://127.0.0.1:4100/api/v3');
    expect(apiV2BaseUrl()).toBe('http://127.0.0.1:4100/api/v2.0');
    setEnv({});
    expect(apiBaseUrl()).toBe('http://127.0.0.1:3000/api/v3');
  });

  it('use an absolute public URL, and prefer the internal one over it', () => {
    setEnv({ NEXT_PUBLIC_API_URL: 'https://api.example.com/v3', NEXT_PUBLIC_API_V2_URL: 'https://api.example.com/v2.0' });
    expect(apiBaseUrl()).toBe('https://api.example.com/v3');
    expect(apiV2BaseUrl()).toBe('https://api.example.com/v2.0');
    setEnv({ NEXT_PUBLIC_API_URL: 'https://api.example.com/v3', INTERNAL_API_URL: 'http://api:8080/v3', INTERNAL_API_V2_URL: 'http://api:8080/v2.0' });
    expect(apiBaseUrl()).toBe('http://api:8080/v3');
    expect(apiV2BaseUrl()).toBe('http://api:8080/v2.0');
  });

  it('keep stream URLs on the browser-facing base', () => {
    setEnv({ PORT: '4100' });
    expect(trackStreamUrl(5)).toBe('/api/v3/tracks/5/stream');
  });

  it('make storage helpers harmless without a window', () => {
    expect(() => writeLocal('theme', 'dark')).not.toThrow();
    expect(readLocal('theme')).toBeNull();
  });
});
