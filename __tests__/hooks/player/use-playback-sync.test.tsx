import { act, render, renderHook, waitFor } from '@testing-library/react';
import { MemberPlaybackSync } from '@/components/layout/app-runtime';
import { usePlaybackSync } from '@/hooks/player/use-playback-sync';
import { useAppStore } from '@/store';
import { logIn, makeMe } from '../../helpers/auth';
import { makeTrack } from '../../helpers/fixtures';
import { mockServer } from '../../helpers/msw';
import { playbackApi } from '../../helpers/playback';
import { resetPlayerEachTest, state } from '../../helpers/player';

// Saving where a member listens, for their other devices (see docs/product.md, Player and queue). When saves go out
// over time is lib/save-scheduler.ts's (its own test, with fake timers); here, what goes out and when not.

const server = mockServer();
resetPlayerEachTest();

const tracks = [makeTrack(1), makeTrack(2), makeTrack(3)];
const episode = makeTrack(-5, { title: 'Episode 5', stream: '/api/v3/media/podcasts/show-5.mp3' });
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeAll(async () => {
  await act(() => useAppStore.persist.rehydrate());
});
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useAppStore.setState({ authReady: true });
});

/** Plays `queue` from `index`, its first sound come, `at` seconds in. */
function play(queue = tracks, index = 0, at = 0) {
  act(() => {
    state().playTracks(queue, index);
    state().setProgress({ loading: false, currentTime: at, duration: 200 });
  });
}

/** A member logged in and the sync running on the home page, its first read of the saved playback done: the API's fake. */
async function memberSyncing(me?: Parameters<typeof logIn>[0]) {
  const api = playbackApi();
  server.use(...api.handlers);
  logIn(me);
  renderHook(() => usePlaybackSync('/'));
  await waitFor(() => expect(api.gets()).toBe(1));
  return api;
}

it("saves the member's queue at once when they press play (taking playback over), on pause and on another track, with their token and this browser's id and name", async () => {
  const api = await memberSyncing(makeMe({ id: 7 }));

  play([tracks[0], episode, tracks[2]], 0, 42);
  await waitFor(() => expect(api.saves).toHaveLength(1));
  const device = localStorage.getItem('playback_device');
  expect(device).toMatch(/^[0-9a-f]{32}$/);
  expect(api.saves[0]).toEqual({
    authorization: 'Bearer access-1',
    body: {
      items: [{ type: 'track', id: 1 }, { type: 'episode', id: 5 }, { type: 'track', id: 3 }],
      index: 0,
      position: 42,
      device_id: device,
      device_name: expect.stringMatching(/\S/),
      playing: true,
      take_over: true,
    },
  });

  act(() => state().setPlaying(false));
  await waitFor(() => expect(api.saves).toHaveLength(2));
  expect(api.saves[1].body).toMatchObject({ index: 0, position: 42, playing: false, take_over: false });

  act(() => state().next());
  await waitFor(() => expect(api.saves).toHaveLength(3));
  // Next starts the track: the listener's doing, so it takes playback over too.
  expect(api.saves[2].body).toMatchObject({ index: 1, position: 0, playing: true, take_over: true, device_id: device });
});

it('a track that ends and lets the next one play does not take playback over', async () => {
  const api = await memberSyncing();
  play();
  await waitFor(() => expect(api.saves).toHaveLength(1));

  // The audio says 'pause' as it ends, then 'ended'.
  act(() => state().setPlaying(false));
  act(() => {
    state().trackEnded();
    state().setProgress({ loading: false });
  });
  await waitFor(() => expect(api.saves.at(-1)?.body).toMatchObject({ index: 1, playing: true }));
  expect(api.saves.at(-1)?.body.take_over).toBe(false);
});

it('saves nothing for a guest, nothing after log-out, and nothing at first when nothing changed', async () => {
  const api = playbackApi();
  server.use(...api.handlers);
  const { rerender } = renderHook(() => usePlaybackSync('/'));
  play();
  await settle();
  expect(api.saves).toEqual([]);
  expect(api.gets()).toBe(0);

  logIn();
  rerender();
  await waitFor(() => expect(api.gets()).toBe(1));
  await settle();
  expect(api.saves).toEqual([]);

  act(() => state().clearSession());
  act(() => state().setPlaying(false));
  act(() => state().next());
  await settle();
  expect(api.saves).toEqual([]);
});

it('saves when the page goes away with a keepalive request carrying the token, saying it no longer plays', async () => {
  const api = await memberSyncing();
  play();
  await waitFor(() => expect(api.saves).toHaveLength(1));
  const fetchSpy = jest.spyOn(globalThis, 'fetch');

  act(() => state().setProgress({ currentTime: 17 }));
  act(() => {
    window.dispatchEvent(new Event('pagehide'));
  });
  await waitFor(() => expect(api.saves).toHaveLength(2));
  expect(api.saves[1]).toMatchObject({ authorization: 'Bearer access-1', body: { position: 17, playing: false, take_over: false } });
  expect(fetchSpy).toHaveBeenCalledWith(expect.stringMatching(/\/users\/me\/playback$/), expect.objectContaining({ method: 'PUT', keepalive: true }));
});

it('saves a change made while paused when the page is hidden, once', async () => {
  const api = await memberSyncing();
  play();
  act(() => state().setPlaying(false));
  await waitFor(() => expect(api.saves.at(-1)?.body.playing).toBe(false));
  const before = api.saves.length;

  act(() => state().moveTrack(2, 0));
  const hidden = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await waitFor(() => expect(api.saves).toHaveLength(before + 1));
  expect(api.saves.at(-1)?.body).toMatchObject({ items: [{ id: 3 }, { id: 1 }, { id: 2 }], index: 1, playing: false });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await settle();
  hidden.mockRestore();
  // Nothing new to say: the settled save that was waiting goes nowhere either.
  await new Promise((resolve) => setTimeout(resolve, 1_200));
  expect(api.saves).toHaveLength(before + 1);
});

it('leaves the saving to the pop-out while this window is silent for it, and the pop-out saves', async () => {
  const api = playbackApi();
  server.use(...api.handlers);
  logIn();
  play();
  const main = renderHook(() => usePlaybackSync('/mixtape/night-drive'));
  await waitFor(() => expect(api.gets()).toBe(1));
  act(() => state().setHandedOff(true));
  act(() => state().mirrorPlayback({ queue: tracks, activeTrack: tracks[2], position: 5, isPlaying: true, isShuffle: false, repeat: 'off', volume: 50, isRadioPlay: false, radioSession: null }));
  await settle();
  expect(api.saves).toEqual([]);
  main.unmount();

  act(() => state().setHandedOff(false));
  renderHook(() => usePlaybackSync('/player/custom'));
  await settle();
  act(() => {
    state().setActiveTrack(tracks[1]);
    state().setProgress({ loading: false });
  });
  await waitFor(() => expect(api.saves).toHaveLength(1));
  // The pop-out offers nothing: it never asked.
  expect(api.gets()).toBe(1);
  expect(api.saves[0].body).toMatchObject({ index: 1, playing: true, take_over: true });
});

it('the embedded player takes no part', async () => {
  const api = playbackApi();
  server.use(...api.handlers);
  logIn();
  renderHook(() => usePlaybackSync('/embed/night-drive'));
  play();
  await settle();
  expect(api.saves).toEqual([]);
  expect(api.gets()).toBe(0);
});

it("the app's runtime loads it only while a member is signed in", async () => {
  const api = playbackApi();
  server.use(...api.handlers);
  render(<MemberPlaybackSync pathname="/" />);
  play();
  await settle();
  expect(api.gets()).toBe(0);
  logIn(makeMe({ id: 7 }));
  await waitFor(() => expect(api.gets()).toBe(1));
  act(() => state().setPlaying(false));
  await waitFor(() => expect(api.saves.at(-1)?.body).toMatchObject({ playing: false }));
});
