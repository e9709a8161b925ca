import { setMediaCommands, setNowPlaying, setPlaybackState } from '@/services/media-session';

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

it('shows title, artist and artwork (as an absolute URL) on the lock screen', () => {
  setNowPlaying({ title: 'Real Nights', artist: 'Nova', album: 'Night Drive', artwork: '/api/v3/media/covers/a.svg' });
  expect(session.metadata).toMatchObject({ title: 'Real Nights', artist: 'Nova', album: 'Night Drive', artwork: [{ src: 'http://localhost/api/v3/media/covers/a.svg', type: 'image/svg+xml' }] });
  setPlaybackState('playing');
  expect(session.playbackState).toBe('playing');
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
