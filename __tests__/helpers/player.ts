import { analytics, type AnalyticsEvent } from '@/services/common/analytics';
import type { AudioEngine } from '@/services/player/audio-engine';
import { useAppStore } from '@/store';

/** jsdom has no media playback: play/pause/load become spies that behave like a browser's (no sound). */
export function mockMediaElement() {
  const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  });
  const load = jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  return { play, pause, load };
}

/** Analytics calls recorded instead of sent: [event name, fields]. */
export function recordAnalytics() {
  const calls: [string, Record<string, unknown>][] = [];
  const spy = jest.spyOn(analytics, 'track').mockImplementation((event, fields = {}) => {
    calls.push([event, fields]);
    return { event, event_id: String(calls.length), time: new Date(0).toISOString(), ...fields } as AnalyticsEvent;
  });
  return { calls, spy, names: () => calls.map(([name, fields]) => `${name}:${fields.track_id ?? fields.mixtape_id}${'percentage' in fields ? `@${fields.percentage}` : ''}`) };
}

/** A window this wide for MUI's useMediaQuery: answers min-width / max-width queries as a browser would. */
export function mockWindowWidth(width: number) {
  const matches = (query: string) =>
    query.split(/\s+and\s+/).every((part) => {
      const max = /max-width:\s*([\d.]+)px/.exec(part);
      const min = /min-width:\s*([\d.]+)px/.exec(part);
      if (max) return width <= Number(max[1]);
      if (min) return width >= Number(min[1]);
      return true;
    });
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

export function resetWindowWidth() {
  delete (window as { matchMedia?: unknown }).matchMedia;
}

const initial = useAppStore.getState();
/** A fresh store per test: the initial state, every action included. */
export const resetStore = () => useAppStore.setState(initial, true);
export const state = () => useAppStore.getState();

/** Each test starts from the store's defaults with analytics recorded, and ends with every spy restored and no window width. */
export function resetPlayerEachTest() {
  beforeEach(() => {
    resetStore();
    recordAnalytics();
  });
  afterEach(() => {
    resetWindowWidth();
    jest.restoreAllMocks();
  });
}

/** A GainNode's automation, recorded. */
export interface FakeGain {
  gain: { value: number; setValueAtTime: jest.Mock; cancelScheduledValues: jest.Mock; setValueCurveAtTime: jest.Mock };
  connect: jest.Mock;
  disconnect: jest.Mock;
}

/**
 * jsdom has no Web Audio: an AudioContext that records the graph the engine builds (which element feeds which gain
 * node) and each gain node's automation. The same-origin check's HEAD is answered `probe` (a redirect: 'opaqueredirect').
 */
export function mockAudioContext({ state = 'running', probe = 'basic' }: { state?: AudioContextState; probe?: 'basic' | 'opaqueredirect' } = {}) {
  const gains = new Map<HTMLMediaElement, FakeGain>();
  const contexts: FakeContext[] = [];
  class FakeContext {
    state = state;
    currentTime = 0;
    destination = { kind: 'destination' };
    resume = jest.fn(() => Promise.resolve());
    addEventListener = jest.fn();
    private pending: FakeGain | null = null;
    constructor() {
      contexts.push(this);
    }
    createGain(): FakeGain {
      const node: FakeGain = {
        gain: { value: 1, setValueAtTime: jest.fn(), cancelScheduledValues: jest.fn(), setValueCurveAtTime: jest.fn() },
        connect: jest.fn((target) => target),
        disconnect: jest.fn(),
      };
      this.pending = node;
      return node;
    }
    createMediaElementSource(element: HTMLMediaElement) {
      // The engine makes the gain node first, then routes the element into it.
      gains.set(element, this.pending!);
      return { connect: (target: unknown) => target };
    }
  }
  Object.defineProperty(window, 'AudioContext', { configurable: true, writable: true, value: FakeContext });
  const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue({ type: probe, ok: probe === 'basic' } as Response);
  return { gains, contexts, fetch: fetchSpy, restore: () => delete (window as { AudioContext?: unknown }).AudioContext };
}

/**
 * The first sound of an engine: its playing element reports 'playing', which loads what the engine adds after it
 * (services/player/audio-refinements.ts: the handover, the fades, Web Audio); resolves once that is in and connected, and
 * a same-origin check it asked has been answered.
 */
export async function firstSound(engine: AudioEngine) {
  engine.element().dispatchEvent(new Event('playing'));
  await engine.loadRefinements();
  for (let i = 0; i < 4; i += 1) await Promise.resolve();
}
