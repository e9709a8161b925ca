import { offlineRuleOf, savedQuality, savingLabel, storagePercent, urlsToDelete } from '@/lib/offline-rules';

const ORIGIN = 'https://mixtapes.example';
const rule = (url: string, { method = 'GET', mode = 'cors', apiBase = `${ORIGIN}/api/v3` } = {}) =>
  offlineRuleOf({ url: new URL(url, ORIGIN), method, mode, origin: ORIGIN, apiBase });

describe("the service worker's rules", () => {
  it('answers streams from what was saved, whatever quality the player asks for', () => {
    expect(rule('/api/v3/tracks/12/stream')).toBe('stream');
    expect(rule('/api/v3/tracks/12/stream?quality=data_saver')).toBe('stream');
    expect(rule('/api/v3/tracks/12/waveform')).toBeNull();
  });

  it('keeps the API answers a save holds (a mixtape or playlist, by id or slug, and its queue), and no other', () => {
    for (const path of ['/mixtapes/3', '/mixtapes/3/queue', '/mixtapes/find?slug=a-b', '/playlists/7', '/playlists/7/queue', '/playlists/find?slug=x']) {
      expect(rule(`/api/v3${path}`)).toBe('saved-api');
    }
    for (const path of ['/mixtapes', '/mixtapes/3/suggestions', '/home', '/users/me', '/log/event']) expect(rule(`/api/v3${path}`)).toBeNull();
  });

  it('follows an API on another origin (NEXT_PUBLIC_API_URL)', () => {
    const apiBase = 'https://api.example.com/v3';
    expect(rule('https://api.example.com/v3/tracks/1/stream', { apiBase })).toBe('stream');
    expect(rule('https://api.example.com/v3/mixtapes/1', { apiBase })).toBe('saved-api');
    expect(rule('/api/v3/mixtapes/1', { apiBase })).toBeNull();
  });

  it("keeps the build's files and the pages visited, but not private pages, other sites or writes", () => {
    expect(rule('/_next/static/chunks/main-abc.js')).toBe('asset');
    expect(rule('/mixtape/a-b', { mode: 'navigate' })).toBe('page');
    expect(rule('/downloads', { mode: 'navigate' })).toBe('page');
    expect(rule('/_next/data/build1/mixtape/a-b.json')).toBe('page-data');
    expect(rule('/_next/data/build1/admin/members.json')).toBeNull();
    for (const path of ['/admin', '/admin/members', '/dev/outbox', '/studio/1', '/payments/sandbox/3ds/x']) expect(rule(path, { mode: 'navigate' })).toBeNull();
    expect(rule('/mixtape/a-b')).toBeNull(); // a fetch of a page, not a page load
    expect(rule('https://cdn.example.com/_next/static/x.js')).toBeNull();
    expect(rule('/api/v3/tracks/12/stream', { method: 'POST' })).toBeNull();
    expect(rule('/api/v3/log/event', { method: 'POST' })).toBeNull();
  });
});

describe('saving', () => {
  it('keeps the data saver when chosen, the standard stream otherwise', () => {
    expect(savedQuality('data_saver')).toBe('data_saver');
    expect(savedQuality('auto')).toBe('standard');
    expect(savedQuality('high')).toBe('standard');
  });

  it('counts its progress', () => {
    expect(savingLabel(3, 12)).toBe('Saving… 3 of 12');
  });

  it('removes only what no other save holds', () => {
    const removed = { urls: ['/s/1', '/s/2', '/m/1'] };
    expect(urlsToDelete(removed, [{ urls: ['/s/2', '/p/9'] }])).toEqual(['/s/1', '/m/1']);
    expect(urlsToDelete(removed, [])).toEqual(removed.urls);
  });

  it('draws the storage bar as the share of the quota in use', () => {
    expect(storagePercent(25, 100)).toBe(25);
    expect(storagePercent(undefined, 100)).toBe(0);
    expect(storagePercent(10, 0)).toBe(0);
    expect(storagePercent(200, 100)).toBe(100);
    expect(storagePercent(2_880, 100_000)).toBe(3);
    expect(storagePercent(1, 1_000_000)).toBe(1);
  });
});
