import { useEffect } from 'react';
import { isEpisode } from '@/lib/queue-item';
import { analytics, reportEpisodePlay, reportTrackCompletion, reportTrackPlay, type AnalyticsEvent } from '@/services/common/analytics';
import { useAppStore, type AppState } from '@/store';
import type { ListeningEnd } from '@/store/types';

/**
 * Turns the store's record of listenings into analytics: a `track_completion` for each listening left (the
 * share heard, 100 when it ended), then a `track_play` for each track started. Each listening's completion
 * goes out once: when its removal is undone, the report is withdrawn if still unsent, and if it went out
 * already it stands and leaving the track later reports nothing more. A podcast episode started is an
 * `episode_play`; its completion is not reported. Returns the unsubscribe.
 */
export function watchPlayAnalytics(store = useAppStore): () => void {
  const reported = new WeakMap<ListeningEnd, AnalyticsEvent>();
  // The playToken of the listening whose completion went out and stands (its removal was undone too late).
  let standing: number | null = null;

  const apply = (state: AppState, previous: AppState) => {
    const ended = state.listeningEnded;
    // Podcast episodes (a `stream` of their own) are not catalog tracks: the API would refuse their ids as tracks.
    if (ended && ended !== previous.listeningEnded && ended.token !== standing && !isEpisode(ended.track)) {
      reported.set(ended, reportTrackCompletion(ended.track, ended.percentage));
    }
    const resumed = state.listeningResumed;
    if (resumed && resumed !== previous.listeningResumed) {
      const event = reported.get(resumed);
      if (event) standing = analytics.withdraw(event) ? null : state.playToken;
    }
    const started = state.playStarted;
    if (started && started !== previous.playStarted) {
      if (isEpisode(started.track)) reportEpisodePlay(started.track);
      else reportTrackPlay(started.track);
    }
  };
  return store.subscribe(apply);
}

/** Reports this window's plays and completions: mounted once per window (hooks/player/use-player-runtime.ts). */
export function usePlayAnalytics(): void {
  useEffect(() => {
    // Sends what an earlier page kept while offline, and what this one keeps when the network comes back.
    analytics.install();
    return watchPlayAnalytics();
  }, []);
}
