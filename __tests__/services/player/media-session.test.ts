import { setMediaCommands, setNowPlaying, setPlaybackState, trackArtwork } from '@/services/player/media-session';

const handlers = new Map<string, MediaSessionActionHandler | null>();
const session = { metadata: null as unknown, playbackState: 'none', setActionHandler: (action: string, handler: MediaSessionActionHandler | null) => handlers.set(action, handler), setPositionState: jest.fn() };

beforeAll(() => {
  Object.defineProperty(navigator, 'mediaSession', { configurable: true, value: session });
  (globalThis as { MediaMetadata?: unknown }).MediaMetadata = class {
    constructor(init: object) {
      Object.assign(this, init);
    }
  };
});

it("shows title, artist and a track's cover as square JPEGs of every size (absolute URLs) on the lock screen", () => {
  const track = { id: 42, cover: '/api/v3/media/covers/a.svg' };
  setNowPlaying({ title: 'Real Nights', artist: 'Nova', album: 'Night Drive', artwork: trackArtwork(track) });
  expect(session.metadata).toEqual({
    title: 'Real Nights',
    artist: 'Nova',
    album: 'Night Drive',
    artwork: [96, 128, 192, 256, 384, 512].map((size) => ({
      src: `http://localhost/api/v3/tracks/42/cover?size=${size}`,
      sizes: `${size}x${size}`,
      type: 'image/jpeg',
    })),
  });
  setPlaybackState('playing');
  expect(session.playbackState).toBe('playing');
});

it('shows a podcast episode with its own picture, and nothing for a track without a cover', () => {
  const episode = { id: -5, cover: '/api/v3/media/podcasts/talk.svg', stream: '/api/v3/podcasts/episodes/5/stream' };
  expect(trackArtwork(episode)).toEqual([{ src: '/api/v3/media/podcasts/talk.svg', sizes: '512x512', type: 'image/svg+xml' }]);
  expect(trackArtwork({ id: 7, cover: null })).toEqual([]);
  setNowPlaying({ title: 'Ep. 1', artist: 'Talk', artwork: [] });
  expect(session.metadata).toMatchObject({ artwork: [] });
});

it('wires play, pause, previous, next and seeking, and unwires them', () => {
  const commands = { play: jest.fn(), pause: jest.fn(), previous: jest.fn(), next: jest.fn(), seekTo: jest.fn(), seekBy: jest.fn() };
  const unwire = setMediaCommands(commands);
  const call = (action: string, details: object = {}) => handlers.get(action)!({ action, ...details } as MediaSessionActionDetails);
  call('play');
  call('pause');
  call('previoustrack');
  call('nexttrack');
  call('seekto', { seekTime: 42 });
  call('seekbackward', {});
  call('seekforward', { seekOffset: 5 });
  expect(commands.play).toHaveBeenCalled();
  expect(commands.pause).toHaveBeenCalled();
  expect(commands.previous).toHaveBeenCalled();
  expect(commands.next).toHaveBeenCalled();
  expect(commands.seekTo).toHaveBeenCalledWith(42);
  expect(commands.seekBy.mock.calls).toEqual([[-10], [5]]);
  unwire();
  expect([...handlers.values()].every((h) => h === null)).toBe(true);
});
