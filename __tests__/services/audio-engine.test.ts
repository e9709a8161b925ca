import { AudioEngine, PLAY_ERROR } from '@/services/audio-engine';
import { mockMediaElement } from '../helpers/player';

let media: ReturnType<typeof mockMediaElement>;
beforeEach(() => {
  document.body.innerHTML = '';
  media = mockMediaElement();
});
afterEach(() => jest.restoreAllMocks());

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

it('sets the volume on the 0..100 scale on both elements, and stop empties the player', () => {
  const engine = new AudioEngine();
  engine.load('/a');
  engine.setVolume(30);
  expect(main().volume).toBeCloseTo(0.3);
  setReady(main(), 4);
  engine.preload('/b');
  expect(spare()!.volume).toBeCloseTo(0.3);
  engine.stop();
  expect(main().getAttribute('src')).toBeNull();
  expect(media.pause).toHaveBeenCalled();
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
  expect(engine.remotePlayback()).toBeNull();
  expect(engine.watchAirPlay(() => undefined)).toBeNull();
});

it("hands out the playing element's Remote Playback, and follows Safari's AirPlay availability", () => {
  const engine = new AudioEngine();
  engine.load('/a');
  const remote = { state: 'disconnected' } as unknown as RemotePlayback;
  Object.defineProperty(main(), 'remote', { configurable: true, value: remote });
  expect(engine.remotePlayback()).toBe(remote);

  const picker = jest.fn();
  Object.defineProperty(main(), 'webkitShowPlaybackTargetPicker', { configurable: true, value: picker });
  const seen: boolean[] = [];
  const stop = engine.watchAirPlay((available) => seen.push(available));
  const availability = (value: string) => main().dispatchEvent(Object.assign(new Event('webkitplaybacktargetavailabilitychanged'), { availability: value }));
  availability('available');
  availability('not-available');
  stop?.();
  availability('available');
  expect(seen).toEqual([true, false]);
  engine.showAirPlayPicker();
  expect(picker).toHaveBeenCalledTimes(1);
});
