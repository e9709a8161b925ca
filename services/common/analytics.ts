import type { Track } from '@/lib/contracts/catalog';
import { LOCAL_KEYS } from '@/lib/storage-keys';
import type { AnalyticsBatcher } from './analytics-batcher';
import { readLocal } from './web-storage';

export type AnalyticsEventName = 'mixtape_view' | 'track_play' | 'track_completion' | 'mixtape_download' | 'track_download' | 'episode_play';

export interface AnalyticsEvent {
  event: AnalyticsEventName;
  /** Made here, once: a retried batch carries the same ids, so the server can drop what it already has. */
  event_id: string;
  time: string;
  [field: string]: unknown;
}

export const EVENTS_PATH = '/log/event';

export function newEventId(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  // randomUUID only exists in secure contexts (https, localhost); a plain-http deployment still needs unique ids.
  const bytes = c?.getRandomValues ? c.getRandomValues(new Uint8Array(16)) : Uint8Array.from({ length: 16 }, () => Math.floor(Math.random() * 256));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Collects analytics events: each is made here at once (its id and time) and sent in batches by the batcher
 * (services/common/analytics-batcher.ts), which loads with the first event rather than with the page: a visit that reports
 * nothing never loads it. Events made while it loads wait here, and go to it as it comes.
 */
class Analytics {
  private batcher: AnalyticsBatcher | null = null;
  private loading: Promise<AnalyticsBatcher> | null = null;
  private waiting: AnalyticsEvent[] = [];

  track(event: AnalyticsEventName, fields: Record<string, unknown> = {}): AnalyticsEvent {
    const entry: AnalyticsEvent = { ...fields, event, event_id: newEventId(), time: new Date().toISOString() };
    if (this.batcher) this.batcher.add(entry);
    else {
      this.waiting.push(entry);
      this.load().catch(() => undefined);
    }
    return entry;
  }

  /** Takes back an event never sent (what it reported was undone); true when it was still waiting. */
  withdraw(event: AnalyticsEvent): boolean {
    if (this.batcher) return this.batcher.withdraw(event);
    const at = this.waiting.indexOf(event);
    if (at === -1) return false;
    this.waiting.splice(at, 1);
    return true;
  }

  /**
   * At the player's start (hooks/player/use-play-analytics.ts): when an earlier page kept events it could not send offline,
   * the batcher loads now to send them; otherwise it waits for the first event.
   */
  install(): void {
    if (readLocal(LOCAL_KEYS.pendingEvents)) this.load().catch(() => undefined);
  }

  /** Sends what waits now. */
  async flush(): Promise<void> {
    await (await this.load()).flush();
  }

  /** The batcher, loaded once; a failed load (offline) is tried again with the next event. */
  private load(): Promise<AnalyticsBatcher> {
    this.loading ??= import('./analytics-batcher').then(
      ({ AnalyticsBatcher: Batcher }) => {
        const batcher = new Batcher();
        batcher.install();
        for (const entry of this.waiting.splice(0)) batcher.add(entry);
        this.batcher = batcher;
        return batcher;
      },
      (error: unknown) => {
        this.loading = null;
        throw error;
      },
    );
    return this.loading;
  }
}

export const analytics = new Analytics();

// The mixtape a track was played from makes the play count for that mixtape only (see lib/contracts/telemetry.ts).
const trackFields = (track: Pick<Track, 'id' | 'mixtapeId'>) => ({ track_id: track.id, mixtape_id: track.mixtapeId });

export const reportMixtapeView = (mixtapeId: number) => analytics.track('mixtape_view', { mixtape_id: mixtapeId });
export const reportTrackPlay = (track: Pick<Track, 'id' | 'mixtapeId'>) => analytics.track('track_play', trackFields(track));
/** A podcast episode started: its queue item carries the episode's id negated (lib/episode-track.ts). */
export const reportEpisodePlay = (item: Pick<Track, 'id'>) => analytics.track('episode_play', { episode_id: -item.id });
export const reportTrackDownload = (track: Pick<Track, 'id' | 'mixtapeId'>) => analytics.track('track_download', trackFields(track));
export const reportMixtapeDownload = (mixtapeId: number) => analytics.track('mixtape_download', { mixtape_id: mixtapeId });
export const reportTrackCompletion = (track: Pick<Track, 'id' | 'mixtapeId'>, percentage: number) =>
  analytics.track('track_completion', { ...trackFields(track), percentage: Math.min(100, Math.max(0, Math.round(percentage))) });
