import { UNDO_LABEL, player } from '@/commands/player/player';
import { watchPlayAnalytics } from '@/hooks/player/use-play-analytics';
import { analytics, type AnalyticsEvent } from '@/services/common/analytics';
import { api } from '@/services/common/api-client';
import { useAppStore } from '@/store';
import { UNDER_AGE_MESSAGE } from '@/store/site-slice';
import { makeTrack } from '../../helpers/fixtures';
import { recordAnalytics, resetStore, state } from '../../helpers/player';

let unwatch: () => void = () => undefined;
beforeEach(() => {
  resetStore();
  unwatch = watchPlayAnalytics();
});
afterEach(() => {
  unwatch();
  jest.restoreAllMocks();
});

const tracks = [1, 2, 3, 4].map((id) => makeTrack(id));

/** The alert bar's Undo, as a click on it runs it. */
async function undo() {
  const action = state().alert?.action;
  expect(action?.label).toBe(UNDO_LABEL);
  await action!.onClick();
}

/** The analytics batches the real batcher posts, caught at the HTTP client. */
function interceptSends() {
  const sent: AnalyticsEvent[] = [];
  jest.spyOn(api, 'post').mockImplementation(async (_url: string, body: unknown) => {
    sent.push(...(body as { events: AnalyticsEvent[] }).events);
    return { status: 200, data: { accepted: 0, duplicates: 0, rejected: [] } };
  });
  return { completions: () => sent.filter((e) => e.event === 'track_completion').map((e) => `${e.track_id}@${e.percentage}`) };
}

describe('removing the active track, then Undo', () => {
  it('reports its completion once when the report had already gone out before the Undo', async () => {
    const sends = interceptSends();
    state().playTracks(tracks, 1);
    state().setProgress({ currentTime: 60.6, duration: 202 });
    player.remove([2]);
    await analytics.flush();
    expect(sends.completions()).toEqual(['2@30']);
    await undo();
    expect(state()).toMatchObject({ activeTrack: tracks[1], isPlaying: false, position: 60 });
    // The listener carries on with the restored track, then leaves it.
    state().togglePlay();
    state().setProgress({ currentTime: 150, duration: 202 });
    state().next();
    await analytics.flush();
    expect(sends.completions()).toEqual(['2@30']);
  });

  it('takes back a report not yet sent, and reports once, with how much was heard in the end, when the track is left', async () => {
    const sends = interceptSends();
    state().playTracks(tracks, 1);
    state().setProgress({ currentTime: 60.6, duration: 202 });
    player.remove([2]);
    await undo();
    state().togglePlay();
    state().setProgress({ currentTime: 190, duration: 202 });
    state().next();
    await analytics.flush();
    expect(sends.completions()).toEqual(['2@94']);
  });

  it('removing it again after the Undo reports nothing more; starting it over is a new listening', async () => {
    // Recorded events never wait in the batcher: as if each had gone out at once.
    const recorded = recordAnalytics();
    state().playTracks(tracks, 1);
    state().setProgress({ currentTime: 101, duration: 202 });
    player.remove([2]);
    await undo();
    player.remove([2]);
    await undo();
    expect(recorded.names()).toEqual(['track_play:2', 'track_completion:2@50']);
    state().setActiveTrack(tracks[1]);
    state().setProgress({ currentTime: 202, duration: 202 });
    state().next();
    expect(recorded.names()).toEqual(['track_play:2', 'track_completion:2@50', 'track_play:2', 'track_completion:2@100', 'track_play:3']);
  });

  it('a removal that stays (no Undo) reports the completion once', () => {
    const recorded = recordAnalytics();
    state().playTracks(tracks, 1);
    state().setProgress({ currentTime: 101, duration: 202 });
    player.remove([2]);
    state().togglePlay();
    state().next();
    expect(recorded.names()).toEqual(['track_play:2', 'track_completion:2@50', 'track_play:1', 'track_completion:1@0', 'track_play:3']);
  });
});

describe('radio and the age question', () => {
  const batch = [makeTrack(11), makeTrack(12, { explicit: true }), makeTrack(13)];

  it('asks before a first batch with explicit tracks: Yes plays them all', () => {
    player.startRadio('session-1', batch);
    expect(state()).toMatchObject({ isRadioPlay: false, activeTrack: null });
    state().answerAge(true);
    expect(state().queue.map((t) => t.id)).toEqual([11, 12, 13]);
    expect(state()).toMatchObject({ isRadioPlay: true, isOverAge: true });
  });

  it('No plays the radio without its explicit tracks, and later batches leave them out too', () => {
    player.startRadio('session-1', batch);
    state().answerAge(false);
    expect(state().queue.map((t) => t.id)).toEqual([11, 13]);
    expect(state().isRadioPlay).toBe(true);
    state().appendRadioTracks('session-1', [makeTrack(14, { explicit: true }), makeTrack(15)]);
    expect(state().queue.map((t) => t.id)).toEqual([11, 13, 15]);
  });

  it('never asks for a batch without explicit tracks, nor once answered', () => {
    player.startRadio('session-1', [makeTrack(11)]);
    expect(state()).toMatchObject({ isRadioPlay: true, pendingExplicitPlay: null });
    state().appendRadioTracks('session-1', [makeTrack(12, { explicit: true })]);
    expect(state().queue.map((t) => t.id)).toEqual([11]);
    resetStore();
    useAppStore.setState({ isOverAge: false });
    player.startRadio('session-2', [makeTrack(12, { explicit: true })]);
    expect(state()).toMatchObject({ isRadioPlay: false, pendingExplicitPlay: null, alert: { message: UNDER_AGE_MESSAGE } });
  });
});
