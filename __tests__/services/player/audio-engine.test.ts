import { fadeGain } from '@/lib/crossfade';
import { AudioEngine, PLAY_ERROR } from '@/services/player/audio-engine';
import { GAPLESS_LEAD_SECONDS, remotePlayback, showAirPlayPicker, watchAirPlay } from '@/services/player/audio-refinements';
import { firstSound, mockAudioContext, mockMediaElement } from '../../helpers/player';

let media: ReturnType<typeof mockMediaElement>;
beforeEach(() => {
  document.body.innerHTML = '';
  media = mockMediaElement();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete (window as { AudioContext?: unknown }).AudioContext;
});

const main = () => document.querySelector<HTMLAudioElement>('audio[data-player="main"]')!;
const spare = () => document.querySelector<HTMLAudioElement>('audio[data-player="preload"]');
/** jsdom never loads media: pretend the element got this far. */
const setReady = (audio: HTMLAudioElement, readyState: number, duration = 200) => {
  Object.defineProperty(audio, 'readyState', { configurable: true, get: () => readyState });
  Object.defineProperty(audio, 'duration', { configurable: true, get: () => duration });
};

it('owns one hidden main element in the document and plays the source it is given', async () => {
  const engine = new AudioEngine();
  engine.load('/api/v3/tracks/1/stream');
  await engine.play();
  expect(document.querySelectorAll('audio')).toHaveLength(1);
  expect(main().hidden).toBe(true);
  expect(main().getAttribute('src')).toBe('/api/v3/tracks/1/stream');
  expect(media.play).toHaveBeenCalledTimes(1);
});

it('starts a restored track where it was left, once its metadata is there', () => {
  const engine = new AudioEngine();
  engine.load('/a', 73);
  expect(main().currentTime).toBe(0);
  setReady(main(), 1);
  main().dispatchEvent(new Event('loadedmetadata'));
  expect(main().currentTime).toBe(73);
});

it('the same source again restarts it at the given point instead of reloading', () => {
  const engine = new AudioEngine();
  engine.load('/a');
  setReady(main(), 4);
  main().currentTime = 120;
  engine.load('/a', 0);
  expect(main().currentTime).toBe(0);
  expect(main().getAttribute('src')).toBe('/a');
});

it('preloads the next track in a second element once the current one can play through, then swaps to it', () => {
  const engine = new AudioEngine();
  engine.load('/a');
  engine.preload('/b');
  expect(spare()).toBeNull();
  setReady(main(), 4);
  main().dispatchEvent(new Event('canplaythrough'));
  expect(spare()?.getAttribute('src')).toBe('/b');

  const first = main();
  const second = spare()!;
  engine.load('/b');
  // The preloaded element now plays; the old one is emptied and waits as the spare.
  expect(main()).toBe(second);
  expect(spare()).toBe(first);
  expect(first.getAttribute('src')).toBeNull();
  expect(document.querySelectorAll('audio[data-player="main"]')).toHaveLength(1);
});

it('reports only what the playing element does: time, end, errors', () => {
  const engine = new AudioEngine();
  const onTime = jest.fn();
  const onEnded = jest.fn();
  const onError = jest.fn();
  engine.setListeners({ onTime, onEnded, onError });
  engine.load('/a');
  setReady(main(), 4);
  engine.preload('/b');
  spare()!.dispatchEvent(new Event('ended'));
  expect(onEnded).not.toHaveBeenCalled();
  main().dispatchEvent(new Event('timeupdate'));
  main().dispatchEvent(new Event('ended'));
  main().dispatchEvent(new Event('error'));
  expect(onTime).toHaveBeenCalledWith(0, 200);
  expect(onEnded).toHaveBeenCalledTimes(1);
  expect(onError).toHaveBeenCalledWith(PLAY_ERROR);
});

it('a refused play() is an error, except an aborted one or a blocked autoplay', async () => {
  const engine = new AudioEngine();
  const onError = jest.fn();
  const onPlayingChange = jest.fn();
  engine.setListeners({ onError, onPlayingChange });
  engine.load('/a');
  for (const name of ['AbortError', 'NotAllowedError', 'NotSupportedError']) {
    media.play.mockRejectedValueOnce(new DOMException('no', name));
    await engine.play();
  }
  expect(onError).toHaveBeenCalledTimes(1);
  expect(onPlayingChange).toHaveBeenCalledTimes(2);
});

it('plays each source at its own level on the element (a boost stops at 1), and stop empties the player', () => {
  const engine = new AudioEngine();
  engine.setGains({ '/a': 0.3, '/b': 1.8 });
  engine.load('/a');
  expect(main().volume).toBeCloseTo(0.3);
  setReady(main(), 4);
  engine.preload('/b');
  expect(spare()!.volume).toBe(1);
  engine.setGains({ '/a': 0.2, '/b': 0.5 });
  expect(main().volume).toBeCloseTo(0.2);
  expect(spare()!.volume).toBeCloseTo(0.5);
  engine.stop();
  expect(main().getAttribute('src')).toBeNull();
  expect(media.pause).toHaveBeenCalled();
});

// Playing across the end of a track. jsdom plays nothing: each element gets a clock moved by hand, as a browser's would
// move while it plays, with a timeupdate every 250 ms.

interface Clock {
  time: number;
  paused: boolean;
  /** Where the sound stops (a trimmed MP3 ends short of its duration). */
  end: number;
  /** Date.now() when it got there. */
  stoppedAt?: number;
}
const clocks = new Map<HTMLAudioElement, Clock>();
beforeEach(() => clocks.clear());

function clock(audio: HTMLAudioElement, duration: number, end = duration): Clock {
  const c: Clock = { time: 0, paused: true, end };
  clocks.set(audio, c);
  Object.defineProperty(audio, 'currentTime', { configurable: true, get: () => c.time, set: (t: number) => void (c.time = t) });
  Object.defineProperty(audio, 'paused', { configurable: true, get: () => c.paused });
  Object.defineProperty(audio, 'duration', { configurable: true, get: () => duration });
  Object.defineProperty(audio, 'readyState', { configurable: true, get: () => 4 });
  audio.addEventListener('play', () => void (c.paused = false));
  audio.addEventListener('pause', () => void (c.paused = true));
  return c;
}

/** Lets `ms` milliseconds pass, a millisecond at a time: playing clocks move, timers fire. */
function pass(ms: number) {
  for (let i = 0; i < ms; i += 1) {
    for (const [audio, c] of clocks) {
      if (c.paused) continue;
      const before = c.time;
      c.time = Math.min(c.end, c.time + 0.001);
      if (c.time === c.end) c.stoppedAt ??= Date.now();
      if (Math.floor(before * 4) !== Math.floor(c.time * 4)) audio.dispatchEvent(new Event('timeupdate'));
    }
    jest.advanceTimersByTime(1);
  }
}

/** Plays /a (200 s) with /b (180 s) preloaded in the spare, the given handover asked for. */
async function playingWithSpare(engine: AudioEngine, handover: Parameters<AudioEngine['preload']>[1], { end = 200, refined = true } = {}) {
  engine.load('/a');
  const a = clock(main(), 200, end);
  engine.preload('/b', handover);
  const b = clock(spare()!, 180);
  const first = main();
  const second = spare()!;
  await engine.play();
  // The handover and the fades come with the first sound.
  if (refined) await firstSound(engine);
  return { a, b, first, second };
}

/** Where the clock of the track left stood when the next one was asked to play. */
function startOf(next: HTMLAudioElement, left: Clock): { at: number | null; when: number | null } {
  const start = { at: null as number | null, when: null as number | null };
  next.addEventListener('play', () => {
    start.at ??= left.time;
    start.when ??= Date.now();
  });
  return start;
}

describe('moving on to the preloaded track', () => {
  beforeEach(() => jest.useFakeTimers());

  it('gapless: starts the spare GAPLESS_LEAD_SECONDS before the end, then tells the store, whose load of it changes nothing', async () => {
    const engine = new AudioEngine();
    const onEnded = jest.fn();
    engine.setListeners({ onEnded });
    const { a, b, first, second } = await playingWithSpare(engine, { crossfade: 0 });
    const start = startOf(second, a);
    a.time = 199;
    pass(700);
    expect(start.at).toBeNull();
    pass(400);
    // Started within one look at the clock (every few ms) of the lead, never after it.
    expect(start.at).toBeLessThanOrEqual(200 - GAPLESS_LEAD_SECONDS + 1e-9);
    expect(start.at).toBeGreaterThanOrEqual(200 - GAPLESS_LEAD_SECONDS - 0.005);
    expect(onEnded).toHaveBeenCalledTimes(1);
    expect(main()).toBe(second);
    expect(first.dataset.player).toBe('outgoing');

    // The store moves on (trackEnded) and loads the next track: it already plays, from where it got to.
    const plays = media.play.mock.calls.length;
    engine.load('/b');
    await engine.play();
    expect(b.time).toBeGreaterThan(0.05);
    expect(main()).toBe(second);
    expect(media.play.mock.calls.length - plays).toBe(1);
    // The track left plays out its last moment, then waits empty as the spare.
    pass(30);
    first.dispatchEvent(new Event('ended'));
    expect(spare()).toBe(first);
    expect(first.getAttribute('src')).toBeNull();
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('gapless: a trimmed MP3, whose sound stops short of its duration, hands over as soon as its clock stops', async () => {
    const engine = new AudioEngine();
    const { a, second } = await playingWithSpare(engine, { crossfade: 0 }, { end: 199.952 });
    const start = startOf(second, a);
    a.time = 199.5;
    pass(440);
    expect(a.time).toBeCloseTo(199.94, 5);
    expect(start.at).toBeNull();
    pass(30);
    // The clock stopped at 199.952, 48 ms short of the duration; two looks a few milliseconds apart saw it still.
    expect(start.at).toBeCloseTo(199.952, 5);
    expect(start.when! - a.stoppedAt!).toBeLessThanOrEqual(8);
    expect(main()).toBe(second);
  });

  it('without a handover (the store decides at the end: an ad, repeat one, an episode) the spare waits for the end', async () => {
    const engine = new AudioEngine();
    const onEnded = jest.fn();
    engine.setListeners({ onEnded });
    const { a, first, second } = await playingWithSpare(engine, null);
    const start = startOf(second, a);
    a.time = 199;
    pass(1100);
    expect(start.at).toBeNull();
    expect(onEnded).not.toHaveBeenCalled();
    first.dispatchEvent(new Event('ended'));
    expect(onEnded).toHaveBeenCalledTimes(1);
    expect(main()).toBe(first);
    expect(start.at).toBeNull();
  });

  it('before the first sound has loaded the handover, a track ends as it is: the store moves on, nothing starts early', async () => {
    const engine = new AudioEngine();
    const onEnded = jest.fn();
    engine.setListeners({ onEnded });
    engine.setGains({ '/a': 0.8, '/b': 0.5 });
    const { a, first, second } = await playingWithSpare(engine, { crossfade: 4 }, { refined: false });
    const start = startOf(second, a);
    a.time = 195;
    pass(1100);
    expect(start.at).toBeNull();
    // Each level on its element's volume meanwhile, unfaded.
    expect(first.volume).toBeCloseTo(0.8);
    expect(second.volume).toBeCloseTo(0.5);
    first.dispatchEvent(new Event('ended'));
    expect(onEnded).toHaveBeenCalledTimes(1);
    expect(main()).toBe(first);
    expect(start.at).toBeNull();
  });

  it('crossfade: starts the spare that many seconds before the end and fades both through their gain nodes, equal power', async () => {
    const audio = mockAudioContext();
    const engine = new AudioEngine();
    const onEnded = jest.fn();
    engine.setListeners({ onEnded });
    engine.setGains({ '/a': 0.8, '/b': 0.5 });
    const { a, first, second } = await playingWithSpare(engine, { crossfade: 6 }, { refined: false });
    // No context before the first sound; after it, both elements go through gain nodes of their own.
    expect(audio.contexts).toHaveLength(0);
    await firstSound(engine);
    expect(audio.contexts).toHaveLength(1);
    const [out, into] = [audio.gains.get(first)!, audio.gains.get(second)!];
    expect(out && into).toBeTruthy();
    expect(first.volume).toBe(1);

    const start = startOf(second, a);
    a.time = 193;
    pass(1100);
    expect(start.at).toBeGreaterThan(200 - 6 - GAPLESS_LEAD_SECONDS - 0.005);
    expect(start.at).toBeLessThanOrEqual(200 - 6 - GAPLESS_LEAD_SECONDS + 1e-9);
    expect(onEnded).toHaveBeenCalledTimes(1);

    const [outCurve, , outSeconds] = out.gain.setValueCurveAtTime.mock.calls.at(-1)!;
    const [inCurve, , inSeconds] = into.gain.setValueCurveAtTime.mock.calls.at(-1)!;
    expect(outSeconds).toBeCloseTo(6, 2);
    expect(inSeconds).toBeCloseTo(6, 2);
    // Each at its own level: the one left from 0.8 down to nothing, the next from nothing up to 0.5.
    expect(outCurve[0]).toBeCloseTo(0.8, 2);
    expect(outCurve.at(-1)).toBeCloseTo(0, 5);
    expect(inCurve[0]).toBeCloseTo(0, 2);
    expect(inCurve.at(-1)).toBeCloseTo(0.5, 5);
    for (let i = 0; i < outCurve.length; i += 1) expect((outCurve[i] / 0.8) ** 2 + (inCurve[i] / 0.5) ** 2).toBeCloseTo(1, 2);

    // When the fade is over the track left is stopped and emptied, and the next one holds its level.
    pass(6600);
    expect(first.getAttribute('src')).toBeNull();
    expect(first.paused).toBe(true);
    expect(into.gain.setValueAtTime.mock.calls.at(-1)![0]).toBeCloseTo(0.5);
  });

  it('crossfade without Web Audio: steps the two elements’ volumes along the same curves', async () => {
    const engine = new AudioEngine();
    engine.setGains({ '/a': 0.8, '/b': 0.5 });
    const { a, first, second } = await playingWithSpare(engine, { crossfade: 4 });
    a.time = 195.5;
    pass(600);
    expect(second.paused).toBe(false);
    expect(first.volume).toBeCloseTo(0.8, 1);
    expect(second.volume).toBeLessThan(0.1);
    pass(2000);
    expect(first.volume).toBeCloseTo(0.8 * fadeGain('out', 2, 4), 1);
    expect(second.volume).toBeCloseTo(0.5 * fadeGain('in', 2, 4), 1);
    pass(2100);
    expect(second.volume).toBeCloseTo(0.5);
  });

  it('a pause during a crossfade ends the track left at once and gives the next its full level', async () => {
    const engine = new AudioEngine();
    engine.setGains({ '/a': 0.8, '/b': 0.5 });
    const { a, first, second } = await playingWithSpare(engine, { crossfade: 4 });
    a.time = 195.5;
    pass(1600);
    expect(first.paused).toBe(false);
    engine.pause();
    expect(first.paused).toBe(true);
    expect(first.getAttribute('src')).toBeNull();
    expect(second.paused).toBe(true);
    expect(second.volume).toBeCloseTo(0.5);
  });
});

describe('Web Audio', () => {
  it('makes no context before the first sound, and lifts a quiet track above 1 through its gain node', async () => {
    const audio = mockAudioContext();
    const engine = new AudioEngine();
    engine.setGains({ '/a': 1.6 });
    engine.load('/a');
    await engine.play();
    expect(audio.contexts).toHaveLength(0);
    expect(main().volume).toBe(1);
    await firstSound(engine);
    const node = audio.gains.get(main())!;
    expect(node.gain.setValueAtTime.mock.calls.at(-1)![0]).toBeCloseTo(1.6);
    // The same-origin check asked once, without following redirects.
    expect(audio.fetch).toHaveBeenCalledTimes(1);
    expect(audio.fetch.mock.calls[0][1]).toMatchObject({ method: 'HEAD', redirect: 'manual' });
  });

  it('keeps media that comes from elsewhere (a redirect to object storage, another origin) on the element volume', async () => {
    const audio = mockAudioContext({ probe: 'opaqueredirect' });
    const engine = new AudioEngine();
    engine.setGains({ '/a': 1.6, 'https://cdn.example.com/b.mp3': 0.4 });
    engine.load('/a');
    await engine.play();
    await firstSound(engine);
    expect(audio.contexts).toHaveLength(1);
    expect(audio.gains.size).toBe(0);
    expect(main().volume).toBe(1);
    engine.load('https://cdn.example.com/b.mp3');
    main().dispatchEvent(new Event('playing'));
    await Promise.resolve();
    expect(audio.gains.size).toBe(0);
    expect(main().volume).toBeCloseTo(0.4);
  });

  it('routes nothing while the context is suspended, which would silence the element', async () => {
    const audio = mockAudioContext({ state: 'suspended' });
    const engine = new AudioEngine();
    engine.load('/a');
    await engine.play();
    await firstSound(engine);
    expect(audio.contexts[0].resume).toHaveBeenCalled();
    expect(audio.gains.size).toBe(0);
  });
});

it('plays at the rate it is given, as the default too, which a new source would otherwise go back to', () => {
  const engine = new AudioEngine();
  engine.load('/episode');
  engine.setRate(1.5);
  expect(main().playbackRate).toBe(1.5);
  expect(main().defaultPlaybackRate).toBe(1.5);
  engine.setRate(1);
  expect(main().playbackRate).toBe(1);
});

it("offers no way to another device where the browser has neither Remote Playback nor AirPlay", () => {
  const engine = new AudioEngine();
  expect(remotePlayback(engine)).toBeNull();
  expect(watchAirPlay(engine, () => undefined)).toBeNull();
});

it("hands out the playing element's Remote Playback, and follows Safari's AirPlay availability", () => {
  const engine = new AudioEngine();
  engine.load('/a');
  const remote = { state: 'disconnected' } as unknown as RemotePlayback;
  Object.defineProperty(main(), 'remote', { configurable: true, value: remote });
  expect(remotePlayback(engine)).toBe(remote);

  const picker = jest.fn();
  Object.defineProperty(main(), 'webkitShowPlaybackTargetPicker', { configurable: true, value: picker });
  const seen: boolean[] = [];
  const stop = watchAirPlay(engine, (available) => seen.push(available));
  const availability = (value: string) => main().dispatchEvent(Object.assign(new Event('webkitplaybacktargetavailabilitychanged'), { availability: value }));
  availability('available');
  availability('not-available');
  stop?.();
  availability('available');
  expect(seen).toEqual([true, false]);
  showAirPlayPicker(engine);
  expect(picker).toHaveBeenCalledTimes(1);
});
