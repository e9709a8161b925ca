import { browserOffline } from '@/lib/offline';
import { LOCAL_KEYS } from '@/lib/storage-keys';
import { isHttpCallError } from './api-errors';
import { EVENTS_PATH, newEventId, type AnalyticsEvent, type AnalyticsEventName } from './analytics';
import { apiBaseUrl } from './api-urls';
import { readLocal, removeLocal, writeLocal } from './web-storage';

// Sending analytics events in batches, with retries and a last beacon as the page goes: loaded by services/common/analytics.ts
// with the first event.

export interface BatcherOptions {
  flushIntervalMs?: number;
  maxBatch?: number;
  /** Sends one batch; throws (like axios) with `response.status` on failure. */
  send?: (events: AnalyticsEvent[]) => Promise<unknown>;
}

const FLUSH_INTERVAL_MS = 5_000;
const BATCH_SIZE = 20;
const MAX_BACKOFF_MS = 60_000;
// An outage must not grow memory without end: past this the oldest events go.
const MAX_PENDING = 1_000;

/** Seconds or an HTTP date, as Retry-After allows; null when absent or unreadable. */
export function retryAfterMs(header: unknown, now = Date.now()): number | null {
  if (typeof header !== 'string' || !header.trim()) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
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
    const entry: AnalyticsEvent = { ...fields, event, event_id: newEventId(), time: new Date().toISOString() };
    this.add(entry);
    return entry;
  }

  /** Takes an event made elsewhere (services/common/analytics.ts) into the next batch. */
  add(entry: AnalyticsEvent): void {
    this.install();
    this.pending.push(entry);
    if (this.pending.length > MAX_PENDING) this.pending.splice(0, this.pending.length - MAX_PENDING);
    if (browserOffline()) this.keep();
    if (this.pending.length >= this.maxBatch) void this.flush();
    else this.schedule(this.flushIntervalMs);
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
   * while offline. Done as it loads (services/common/analytics.ts loads it with the first event, or at the player's start
   * when an earlier page kept events).
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
