import { useAppStore } from '@/store';
import { musicPlaying, snapshotPlayback } from '@/store/feed-slice';
import { makeTrack } from '../helpers/fixtures';
import { recordAnalytics, resetStore, state } from '../helpers/player';

beforeEach(() => {
  resetStore();
  recordAnalytics();
});
afterEach(() => jest.restoreAllMocks());

const tracks = [1, 2, 3, 4, 5].map((id) => makeTrack(id));

describe('radio', () => {
  it('starts with the batch, shown as radio, and takes more batches while on', () => {
    useAppStore.setState({ isShuffle: true });
    state().startRadio('session-1', tracks.slice(0, 2));
    expect(state()).toMatchObject({ isRadioPlay: true, radioSession: 'session-1', activeTrack: tracks[0], isPlaying: true, isShuffle: false });
    state().appendRadioTracks('session-1', [tracks[1], tracks[2]]);
    expect(state().queue.map((t) => t.id)).toEqual([1, 2, 3]);
    state().next();
    state().next();
    // Moving along the radio queue keeps radio on.
    expect(state()).toMatchObject({ activeTrack: tracks[2], isRadioPlay: true });
  });

  it('ends when the listener picks a track, and takes no more batches then', () => {
    state().startRadio('session-1', tracks.slice(0, 3));
    state().setActiveTrack(tracks[1]);
    expect(state().isRadioPlay).toBe(false);
    state().appendRadioTracks('session-1', [tracks[4]]);
    expect(state().queue).toHaveLength(3);
  });
});

describe('ads', () => {
  const ads = { enabled: true, everyTracks: 2, url: '/api/v3/media/ads/ad.mp3' };

  it('plays an ad between tracks every N tracks; skipping is blocked during it; the waiting track plays after', () => {
    state().setAdsConfig(ads);
    state().playTracks(tracks, 0);
    state().next();
    expect(state()).toMatchObject({ activeTrack: tracks[1], isPlayingAd: false });
    state().trackEnded();
    expect(state()).toMatchObject({ activeTrack: tracks[2], isPlayingAd: true, isPlaying: true });

    state().next();
    state().previous();
    expect(state()).toMatchObject({ activeTrack: tracks[2], isPlayingAd: true });

    state().finishAd();
    expect(state()).toMatchObject({ activeTrack: tracks[2], isPlayingAd: false, isPlaying: true, position: 0 });
    state().next();
    expect(state().isPlayingAd).toBe(false);
    state().next();
    expect(state()).toMatchObject({ activeTrack: tracks[4], isPlayingAd: true });
  });

  it('ends the ad playing when the settings change to none (the listener just got premium), and the music goes on', () => {
    state().setAdsConfig(ads);
    state().playTracks(tracks, 0);
    state().next();
    state().next();
    expect(state()).toMatchObject({ activeTrack: tracks[2], isPlayingAd: true });
    state().setAdsConfig({ enabled: false, everyTracks: 2 });
    expect(state()).toMatchObject({ activeTrack: tracks[2], isPlayingAd: false, isPlaying: true });
  });

  it('never plays without settings, nor when ads are off or have no audio (a premium listener has none: hooks/player/use-player-runtime.ts)', () => {
    state().playTracks(tracks, 0);
    for (let i = 0; i < 4; i += 1) state().next();
    expect(state().isPlayingAd).toBe(false);

    resetStore();
    state().setAdsConfig({ ...ads, url: null });
    state().playTracks(tracks, 0);
    for (let i = 0; i < 4; i += 1) state().next();
    expect(state().isPlayingAd).toBe(false);

    resetStore();
    state().setAdsConfig({ ...ads, enabled: false });
    state().playTracks(tracks, 0);
    for (let i = 0; i < 4; i += 1) state().next();
    expect(state().isPlayingAd).toBe(false);
  });

  it('a track the listener picks never brings an ad', () => {
    state().setAdsConfig({ ...ads, everyTracks: 1 });
    state().playTracks(tracks, 0);
    state().setActiveTrack(tracks[3]);
    expect(state().isPlayingAd).toBe(false);
  });
});

describe('hand-off between windows', () => {
  it('a silent window does not play, and takes over a snapshot where the other left it', () => {
    state().playTracks(tracks, 2);
    state().setHandedOff(true);
    expect(state()).toMatchObject({ handedOff: true, isPlaying: false });
    state().setPlaying(true);
    expect(state().isPlaying).toBe(false);

    const snapshot = { ...snapshotPlayback(state(), 95.5), queue: tracks.slice(1), activeTrack: tracks[3], isPlaying: true, repeat: 'one' as const };
    const token = state().playToken;
    state().adoptPlayback(snapshot);
    expect(state()).toMatchObject({ handedOff: false, activeTrack: tracks[3], currentIndex: 2, position: 95.5, isPlaying: true, repeat: 'one', isActive: true });
    expect(state().playToken).toBe(token + 1);
  });

  it('a silent window mirrors what the pop-out plays without playing it or reporting a play', () => {
    state().playTracks(tracks, 0);
    state().setHandedOff(true);
    const { playToken, playStarted } = state();
    state().mirrorPlayback({ ...snapshotPlayback(state(), 12), activeTrack: tracks[1], isPlaying: true });
    expect(state()).toMatchObject({ handedOff: true, activeTrack: tracks[1], currentIndex: 1, isPlaying: false, popoutPlaying: true, position: 12 });
    expect(musicPlaying(state())).toBe(true);
    expect(state()).toMatchObject({ playToken, playStarted });

    state().mirrorPlayback({ ...snapshotPlayback(state()), isPlaying: false });
    expect(musicPlaying(state())).toBe(false);
    // Once playback is back here, late news from the pop-out changes nothing.
    state().setHandedOff(false);
    state().mirrorPlayback({ ...snapshotPlayback(state()), activeTrack: tracks[3], isPlaying: true });
    expect(state()).toMatchObject({ activeTrack: tracks[1], popoutPlaying: false });
  });
});
