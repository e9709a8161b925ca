import type { Track } from '@/lib/contracts/catalog';
import { browserOffline } from '@/lib/offline';
import { LOCAL_KEYS } from '@/lib/storage-keys';
import { isHttpCallError } from './api-errors';
import { apiBaseUrl } from './api-urls';
import { readLocal, removeLocal, writeLocal } from './web-storage';

export type AnalyticsEventName = 'mixtape_view' | 'track_play' | 'track_completion' | 'mixtape_download' | 'track_download' | 'episode_play';

export interface AnalyticsEvent {
  event: AnalyticsEventName;
  /** Made here, once: a retried batch carries the same ids, so the server can drop what it already has. */
  event_id: string;
  time: string;
  [field: string]: unknown;
}

export interface BatcherOptions {
  flushIntervalMs?: number;
  maxBatch?: number;
  /** Sends one batch; throws (like axios) with `response.status` on failure. */
  send?: (events: AnalyticsEvent[]) => Promise<unknown>;
}

/**
 * Events not yet confirmed while the network is gone, kept in local storage so that a page closed offline hands
 * them to the next one (see docs/product.md, Offline and installing): they keep their ids, so the server counts
 * each once however often it is sent.
 */
const keptEvents = {
  read(): AnalyticsEvent[] {
    try {
      const events: unknown = JSON.parse(readLocal(LOCAL_KEYS.pendingEvents) ?? '[]');
      return Array.isArray(events) ? events.filter((e): e is AnalyticsEvent => typeof e?.event_id === 'string' && typeof e?.event === 'string') : [];
    } catch {
      return [];
    }
  },
  write(events: AnalyticsEvent[]): void {
    if (events.length > 0) writeLocal(LOCAL_KEYS.pendingEvents, JSON.stringify(events));
    else removeLocal(LOCAL_KEYS.pendingEvents);
  },
};

export const EVENTS_PATH = '/log/event';
const FLUSH_INTERVAL_MS = 5_000;
const BATCH_SIZE = 20;
const MAX_BACKOFF_MS = 60_000;
// An outage must not grow memory without end: past this the oldest events go.
const MAX_PENDING = 1_000;

export function newEventId(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  // randomUUID only exists in secure contexts (https, localhost); a plain-http deployment still needs unique ids.
  const bytes = c?.getRandomValues ? c.getRandomValues(new Uint8Array(16)) : Uint8Array.from({ length: 16 }, () => Math.floor(Math.random() * 256));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Seconds or an HTTP date, as Retry-After allows; null when absent or unreadable. */
export function retryAfterMs(header: unknown, now = Date.now()): number | null {
  if (typeof header !== 'string' || !header.trim()) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

// The API client is loaded with the first batch, not with the page: a visit that reports nothing never needs it.
const postEvents = async (events: AnalyticsEvent[]) => (await import('./api-client')).api.post(EVENTS_PATH, { events });

/**
 * Collects analytics events and sends them in batches: every few seconds, at once when 20 are waiting,
 * and with sendBeacon when the page is hidden (the one moment a normal request may never finish).
 */
export class AnalyticsBatcher {
  private pending: AnalyticsEvent[] = [];
  private inFlight: AnalyticsEvent[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private retryAt = 0;
  private failures = 0;
  private installed = false;
  /** Whether local storage holds events of this batcher's (written while offline). */
  private kept = false;
  /** Events handed to a send at least once: the server may hold them even if the send failed. */
  private readonly attempted = new WeakSet<AnalyticsEvent>();
  private readonly flushIntervalMs: number;
  private readonly maxBatch: number;
  private readonly send: (events: AnalyticsEvent[]) => Promise<unknown>;

  constructor({ flushIntervalMs = FLUSH_INTERVAL_MS, maxBatch = BATCH_SIZE, send = postEvents }: BatcherOptions = {}) {
    this.flushIntervalMs = flushIntervalMs;
    this.maxBatch = maxBatch;
    this.send = send;
  }

  track(event: AnalyticsEventName, fields: Record<string, unknown> = {}): AnalyticsEvent {
    this.install();
    const entry: AnalyticsEvent = { ...fields, event, event_id: newEventId(), time: new Date().toISOString() };
    this.pending.push(entry);
    if (this.pending.length > MAX_PENDING) this.pending.splice(0, this.pending.length - MAX_PENDING);
    if (browserOffline()) this.keep();
    if (this.pending.length >= this.maxBatch) void this.flush();
    else this.schedule(this.flushIntervalMs);
    return entry;
  }

  /**
   * Takes back an event never sent (what it reported was undone); true when it was still waiting. An event
   * handed to a send stays, even after a failure, since the server may have stored it.
   */
  withdraw(event: AnalyticsEvent): boolean {
    const at = this.pending.indexOf(event);
    if (at === -1 || this.attempted.has(event)) return false;
    this.pending.splice(at, 1);
    if (this.pending.length === 0) this.clearTimer();
    if (this.kept) this.keep();
    return true;
  }

  /** Events not yet confirmed by the server (waiting or on the wire). */
  get size(): number {
    return this.pending.length + this.inFlight.length;
  }

  async flush(): Promise<void> {
    if (this.inFlight.length > 0 || this.pending.length === 0) return;
    // No network: nothing to try until the browser says it is back ('online', see install).
    if (browserOffline()) return this.keep();
    const wait = this.retryAt - Date.now();
    if (wait > 0) return this.schedule(wait, true);
    this.clearTimer();
    const batch = this.pending.splice(0, this.maxBatch);
    for (const event of batch) this.attempted.add(event);
    this.inFlight = batch;
    try {
      await this.send(batch);
      this.failures = 0;
      this.inFlight = [];
      if (this.kept) this.keep();
    } catch (error) {
      this.onFailure(batch, error);
    } finally {
      this.inFlight = [];
    }
    if (this.pending.length === 0) return;
    const full = this.pending.length >= this.maxBatch;
    this.schedule(Math.max(this.retryAt - Date.now(), full ? 0 : this.flushIntervalMs), true);
  }

  private onFailure(batch: AnalyticsEvent[], error: unknown): void {
    const status = isHttpCallError(error) ? error.response?.status : (error as { response?: { status?: number } })?.response?.status;
    // A 4xx other than 408/429 is the server's final word: on a 400 it kept the valid events and named the
    // bad ones, which would fail again. Sending them again would only loop.
    if (status && status >= 400 && status < 500 && status !== 408 && status !== 429) return;
    this.pending.unshift(...batch);
    this.failures += 1;
    if (!status) this.keep();
    const headers = isHttpCallError(error) ? error.response?.headers : undefined;
    const hinted = status === 429 ? retryAfterMs(headers?.['retry-after']) : null;
    const backoff = Math.min(1000 * 2 ** (this.failures - 1), MAX_BACKOFF_MS);
    this.retryAt = Date.now() + (hinted ?? backoff);
  }

  /** Hands everything unconfirmed to sendBeacon; in-flight events go too, since the server deduplicates by event_id. */
  flushOnHide(): void {
    const events = [...this.inFlight, ...this.pending];
    if (events.length === 0) return;
    // A beacon sent offline is lost: the next page sends them instead.
    if (browserOffline()) return this.keep();
    const url = `${apiBaseUrl()}${EVENTS_PATH}`;
    // The server takes at most 100 events a request and browsers cap beacons near 64 KB: send small batches,
    // and keep whatever the browser refuses for the next page view's flush.
    const unsent: AnalyticsEvent[] = [];
    for (let i = 0; i < events.length; i += BATCH_SIZE) {
      const batch = events.slice(i, i + BATCH_SIZE);
      if (unsent.length > 0 || !sendOnHide(url, batch)) unsent.push(...batch);
    }
    this.pending = unsent.filter((event) => !this.inFlight.includes(event));
    if (this.pending.length === 0) this.clearTimer();
  }

  /** Writes the unconfirmed events to local storage, for a page closed before the network comes back. */
  private keep(): void {
    const events = [...new Set([...this.inFlight, ...this.pending])];
    keptEvents.write(events);
    this.kept = events.length > 0;
  }

  /**
   * Listens for the page going away and the network coming back, and takes over the events an earlier page kept
   * while offline. Done at the player's start (hooks/use-play-analytics.ts), and lazily on the first event.
   */
  install(): void {
    if (this.installed || typeof window === 'undefined') return;
    this.installed = true;
    const earlier = keptEvents.read().filter((event) => !this.pending.some((e) => e.event_id === event.event_id));
    if (earlier.length > 0) {
      for (const event of earlier) this.attempted.add(event);
      this.pending.unshift(...earlier);
      this.kept = true;
      this.schedule(0, true);
    }
    window.addEventListener('online', () => {
      this.retryAt = 0;
      this.failures = 0;
      void this.flush();
    });
    window.addEventListener('pagehide', () => this.flushOnHide());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') this.flushOnHide();
    });
  }

  private schedule(ms: number, replace = false): void {
    if (this.timer && !replace) return;
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, ms);
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}

export const analytics = new AnalyticsBatcher();

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

/**
 * One batch by beacon, else by a keepalive fetch. The beacon carries a JSON Blob: the API takes events only as
 * application/json, which is what keeps a foreign page's form or text/plain posts from inflating counters.
 */
function sendOnHide(url: string, events: AnalyticsEvent[]): boolean {
  const body = JSON.stringify({ events });
  try {
    const beacon = new Blob([body], { type: 'application/json' });
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, beacon)) return true;
  } catch {
    // fall through to fetch
  }
  if (typeof fetch !== 'function') return false;
  fetch(url, { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true }).catch(() => undefined);
  return true;
}
