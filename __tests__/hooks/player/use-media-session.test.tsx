import { act, renderHook, waitFor } from '@testing-library/react';
import { useMediaSession } from '@/hooks/player/use-media-session';
import { audioEngine } from '@/services/player/audio-engine';
import { makeTrack } from '../../helpers/fixtures';
import { mockMediaElement, recordAnalytics, resetStore, state } from '../../helpers/player';

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

/** The first sound has come: the audio reports it is no longer loading. */
const firstSoundCame = () => act(() => state().setProgress({ loading: false }));

beforeEach(() => {
  session.metadata = null;
  session.setActionHandler.mockClear();
});

it('loads only once the first sound has come, and from then on follows the player', async () => {
  renderHook(() => useMediaSession());
  act(() => state().playTracks([makeTrack(1), makeTrack(2)], 0));
  // The click's first sound is on its way: nothing else competes with it.
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(session.metadata).toBeNull();
  expect(session.setActionHandler).not.toHaveBeenCalled();
  firstSoundCame();
  await waitFor(() => expect(session.metadata).toMatchObject({ title: 'Track 1' }));
  // The next track's own first sound is no reason to stop following.
  act(() => state().next());
  expect(session.metadata).toMatchObject({ title: 'Track 2' });
});

it("gives the lock screen the playing track's cover as JPEGs of 96 to 512 px, and follows the track", async () => {
  renderHook(() => useMediaSession());
  act(() => state().playTracks([makeTrack(1, { cover: '/api/v3/media/covers/one.svg' }), makeTrack(2, { cover: '/api/v3/media/covers/two.svg' })], 0));
  firstSoundCame();
  const artwork = (id: number) =>
    [96, 128, 192, 256, 384, 512].map((size) => ({ src: `http://localhost/api/v3/tracks/${id}/cover?size=${size}`, sizes: `${size}x${size}`, type: 'image/jpeg' }));
  await waitFor(() => expect(session.metadata).toMatchObject({ title: state().activeTrack!.title, artwork: artwork(1) }));
  state().playTracks([makeTrack(1), makeTrack(2, { cover: '/api/v3/media/covers/two.svg' })], 1);
  expect(session.metadata).toMatchObject({ title: state().activeTrack!.title, artwork: artwork(2) });
});

it("names the chapter playing inside a mix (its album the mix), and the lock screen's next and previous move between chapters", async () => {
  const seek = jest.spyOn(audioEngine, 'seek').mockImplementation(() => undefined);
  renderHook(() => useMediaSession());
  const mix = makeTrack(1, { title: 'Summer Mix', artist: 'DJ Drama Queen' });
  act(() => state().playTracks([mix, makeTrack(2)], 0));
  firstSoundCame();
  await waitFor(() => expect(session.metadata).toMatchObject({ title: 'Summer Mix', artist: 'DJ Drama Queen' }));
  state().setTrackChapters(mix.id, [
    { title: 'Intro', start: 0 },
    { title: 'Drop', artist: 'Guest', start: 60 },
  ]);
  expect(session.metadata).toMatchObject({ title: 'Intro', artist: 'DJ Drama Queen', album: 'Summer Mix' });
  const handler = (action: string) => session.setActionHandler.mock.calls.filter(([name, fn]) => name === action && fn).at(-1)![1] as () => void;
  handler('nexttrack')();
  expect(seek).toHaveBeenLastCalledWith(60);
  expect(state().activeTrack).toBe(mix);
  expect(session.metadata).toMatchObject({ title: 'Drop', artist: 'Guest', album: 'Summer Mix' });
  handler('previoustrack')();
  expect(seek).toHaveBeenLastCalledWith(0);
  expect(session.metadata).toMatchObject({ title: 'Intro', album: 'Summer Mix' });
  // The last chapter: the next track, named as itself.
  handler('nexttrack')();
  handler('nexttrack')();
  expect(state().activeTrack?.id).toBe(2);
  expect(session.metadata).toMatchObject({ title: 'Track 2', album: 'Album' });
});
