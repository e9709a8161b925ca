import { renderHook } from '@testing-library/react';
import { useMediaSession } from '@/hooks/use-media-session';
import { makeTrack } from '../helpers/fixtures';
import { mockMediaElement, recordAnalytics, resetStore, state } from '../helpers/player';

const session = { metadata: null as unknown, playbackState: 'none', setActionHandler: jest.fn(), setPositionState: jest.fn() };

beforeAll(() => {
  Object.defineProperty(navigator, 'mediaSession', { configurable: true, value: session });
  (globalThis as { MediaMetadata?: unknown }).MediaMetadata = class {
    constructor(init: object) {
      Object.assign(this, init);
    }
  };
});

beforeEach(() => {
  resetStore();
  recordAnalytics();
  mockMediaElement();
});
afterEach(() => jest.restoreAllMocks());

it("gives the lock screen the playing track's cover as JPEGs of 96 to 512 px, and follows the track", () => {
  renderHook(() => useMediaSession());
  state().playTracks([makeTrack(1, { cover: '/api/v3/media/covers/one.svg' }), makeTrack(2, { cover: '/api/v3/media/covers/two.svg' })], 0);
  const artwork = (id: number) =>
    [96, 128, 192, 256, 384, 512].map((size) => ({ src: `http://localhost/api/v3/tracks/${id}/cover?size=${size}`, sizes: `${size}x${size}`, type: 'image/jpeg' }));
  expect(session.metadata).toMatchObject({ title: state().activeTrack!.title, artwork: artwork(1) });
  state().playTracks([makeTrack(1), makeTrack(2, { cover: '/api/v3/media/covers/two.svg' })], 1);
  expect(session.metadata).toMatchObject({ title: state().activeTrack!.title, artwork: artwork(2) });
});
