import { LOCAL_KEYS } from '@/lib/storage-keys';
import { SLEEP_FADE_SECONDS } from '@/lib/sleep-timer';
import { useAppStore } from '@/store';
import { tickSleepTimer } from '@/store/sleep-timer-tick';
import { makeTrack } from '../helpers/fixtures';
import { resetStore, state } from '../helpers/player';

beforeEach(resetStore);

const tracks = [makeTrack(1, { duration: 200 }), makeTrack(2), makeTrack(3)];
const T0 = 1_000_000;
const at = (seconds: number) => T0 + seconds * 1000;

function playing(volume = 80) {
  state().playTracks(tracks, 0);
  state().setVolume(volume);
  state().setProgress({ loading: false, duration: 200, currentTime: 0 });
}

describe('minutes', () => {
  it('waits for its time, then fades the volume out over 10 seconds, then pauses with the volume put back', () => {
    playing(80);
    state().setSleepTimer(15, T0);
    tickSleepTimer(useAppStore, at(15 * 60 - 1));
    expect(state()).toMatchObject({ volume: 80, isPlaying: true });

    tickSleepTimer(useAppStore, at(15 * 60));
    expect(state().volume).toBe(80);
    tickSleepTimer(useAppStore, at(15 * 60 + SLEEP_FADE_SECONDS / 2));
    expect(state().volume).toBe(40);
    tickSleepTimer(useAppStore, at(15 * 60 + SLEEP_FADE_SECONDS * 0.9));
    expect(state().volume).toBe(8);
    expect(state().isPlaying).toBe(true);

    tickSleepTimer(useAppStore, at(15 * 60 + SLEEP_FADE_SECONDS));
    // Paused, and the next play is as loud as before the fade.
    expect(state()).toMatchObject({ isPlaying: false, volume: 80, sleepTimer: null });
  });

  it('counts 30 and 60 minutes too', () => {
    playing();
    state().setSleepTimer(30, T0);
    expect(state().sleepTimer?.endsAt).toBe(at(30 * 60));
    state().setSleepTimer(60, T0);
    expect(state().sleepTimer?.endsAt).toBe(at(60 * 60));
  });

  it('Off during the fade puts the volume back and leaves playback alone', () => {
    playing(60);
    state().setSleepTimer(15, T0);
    tickSleepTimer(useAppStore, at(15 * 60 + 5));
    expect(state().volume).toBe(30);
    state().setSleepTimer(null);
    expect(state()).toMatchObject({ volume: 60, isPlaying: true, sleepTimer: null });
    tickSleepTimer(useAppStore, at(15 * 60 + 20));
    expect(state().isPlaying).toBe(true);
  });

  it('gives way to a listener who moves the volume during the fade: their volume stands and the timer is off', () => {
    playing(60);
    state().setSleepTimer(15, T0);
    tickSleepTimer(useAppStore, at(15 * 60 + 5));
    state().setVolume(45);
    tickSleepTimer(useAppStore, at(15 * 60 + 6));
    expect(state()).toMatchObject({ volume: 45, isPlaying: true, sleepTimer: null });
  });
});

describe('end of track', () => {
  it('fades over the last 10 seconds of the track, pauses where it ends instead of moving on, and puts the volume back', () => {
    playing(50);
    state().setSleepTimer('end-of-track', T0);
    state().setProgress({ currentTime: 185 });
    tickSleepTimer(useAppStore, at(1));
    expect(state().volume).toBe(50);
    state().setProgress({ currentTime: 195 });
    tickSleepTimer(useAppStore, at(2));
    expect(state().volume).toBe(25);

    state().trackEnded();
    expect(state()).toMatchObject({ isPlaying: false, volume: 50, sleepTimer: null, position: 0 });
    expect(state().activeTrack?.id).toBe(1);
    // Its end is recorded as heard whole, and nothing else was started.
    expect(state().listeningEnded).toMatchObject({ percentage: 100, track: { id: 1 } });
    expect(state().playStarted?.track.id).toBe(1);
  });

  it('also stops a track on repeat one', () => {
    playing();
    state().cycleRepeat();
    state().cycleRepeat();
    expect(state().repeat).toBe('one');
    state().setSleepTimer('end-of-track', T0);
    const started = state().playStarted;
    state().trackEnded();
    expect(state().isPlaying).toBe(false);
    // Not started again: no second play is reported.
    expect(state().playStarted).toBe(started);
  });

  it('puts the volume back when the listener skips out of the last seconds, and waits for the new track to end', () => {
    playing(40);
    state().setSleepTimer('end-of-track', T0);
    state().setProgress({ currentTime: 196 });
    tickSleepTimer(useAppStore, at(1));
    expect(state().volume).toBe(16);
    state().next();
    state().setProgress({ loading: false, duration: 202, currentTime: 0 });
    tickSleepTimer(useAppStore, at(2));
    expect(state()).toMatchObject({ volume: 40, isPlaying: true, sleepTimer: { choice: 'end-of-track' } });
  });

  it("leaves an ad's last seconds alone", () => {
    playing(40);
    state().setSleepTimer('end-of-track', T0);
    state().setAdsConfig({ enabled: true, url: '/ad.mp3', everyTracks: 1 });
    state().next();
    expect(state().isPlayingAd).toBe(true);
    state().setProgress({ duration: 20, currentTime: 15 });
    tickSleepTimer(useAppStore, at(1));
    expect(state().volume).toBe(40);
  });
});

it('is never kept for the next visit', async () => {
  playing();
  state().setSleepTimer(15, T0);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(localStorage.getItem(LOCAL_KEYS.appStorage)).toContain('"volume"');
  expect(localStorage.getItem(LOCAL_KEYS.appStorage) ?? '{}').not.toContain('sleepTimer');
});
