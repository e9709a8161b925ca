import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Player } from '@/components/player/player';
import { useAppStore } from '@/store';
import { makeTrack } from '../../helpers/fixtures';
import { mockServer } from '../../helpers/msw';
import { mockWindowWidth, resetPlayerEachTest, state } from '../../helpers/player';
import { renderWithProviders } from '../../helpers/render';

const server = mockServer();
resetPlayerEachTest();

const WAVEFORM_URL = 'http://localhost/api/v3/tracks/:id/waveform';
const PEAKS = [0.5, 1, 0.25, 0];
/** Track 1 has a waveform, track 2 none (404); both are 200 s long. */
const tracks = [makeTrack(1, { duration: 200 }), makeTrack(2, { duration: 200 })];

/** The waveform's box on screen, in CSS px (jsdom lays nothing out). */
let box = { left: 100, width: 300, height: 30 };
/** The callbacks of every ResizeObserver made, to play a resize. */
let resizeCallbacks: (() => void)[] = [];
/** Every waveform asked for, by track id. */
let asked: number[] = [];

/** What a canvas's 2D context was told: jsdom has no canvas, so each canvas gets a spy. */
interface ContextSpy {
  fillStyle: string;
  fillRect: jest.Mock;
  setTransform: jest.Mock;
}
let contexts: Map<HTMLCanvasElement, ContextSpy>;

class TestPointerEvent extends MouseEvent {
  pointerId: number;
  constructor(type: string, init: MouseEventInit & { pointerId?: number } = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
  }
}

beforeAll(() => {
  // jsdom has neither pointer events nor ResizeObserver.
  Object.assign(window, { PointerEvent: TestPointerEvent });
  Object.assign(window, {
    ResizeObserver: class {
      constructor(callback: () => void) {
        resizeCallbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  });
});

beforeEach(() => {
  box = { left: 100, width: 300, height: 30 };
  resizeCallbacks = [];
  asked = [];
  contexts = new Map();
  Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: 2 });
  server.use(
    http.get(WAVEFORM_URL, ({ params }) => {
      const id = Number(params.id);
      asked.push(id);
      return id === 1 ? HttpResponse.json({ duration: 200, peaks: PEAKS }) : HttpResponse.json({ message: 'This track has no waveform yet.' }, { status: 404 });
    }),
  );
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    const context = contexts.get(this) ?? { fillStyle: '', fillRect: jest.fn(), setTransform: jest.fn() };
    contexts.set(this, context);
    return context as never;
  });
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const { left, width, height } = this.dataset.testid === 'seek-waveform' ? box : { left: 0, width: 0, height: 0 };
    return { left, top: 0, x: left, y: 0, width, height, right: left + width, bottom: height, toJSON: () => ({}) } as DOMRect;
  });
  Object.assign(Element.prototype, { setPointerCapture: jest.fn(), releasePointerCapture: jest.fn(), hasPointerCapture: jest.fn() });
});

const bar = () => screen.getByRole('region', { name: 'Player' });
const seekSlider = () => within(bar()).getByRole('slider', { name: 'Seek' });
const canvases = (surface: HTMLElement) => Array.from(surface.querySelectorAll('canvas'));
const layer = (surface: HTMLElement, name: string) => surface.querySelector<HTMLCanvasElement>(`canvas[data-layer="${name}"]`)!;
/** The heights of the bars drawn into a canvas since its spy was last cleared. */
const barHeights = (canvas: HTMLCanvasElement) => contexts.get(canvas)!.fillRect.mock.calls.map((call) => call[3] as number);
/** Plays track `index` up to its first sound, at `at` seconds. */
function soundComes(index: number, at = 1) {
  act(() => state().playTracks(tracks, index));
  act(() => state().setProgress({ loading: false, currentTime: at, duration: 200 }));
}
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

it('asks for the waveform only once the first sound has come, then draws its peaks under the same Seek slider', async () => {
  const { queryClient } = renderWithProviders(<Player />);
  act(() => state().playTracks(tracks, 0));
  // On its way to the first sound: nothing else is asked for (nor being asked), and the plain bar shows.
  act(() => state().setProgress({ loading: false, currentTime: 0 }));
  await settle();
  expect(queryClient.isFetching()).toBe(0);
  expect(asked).toEqual([]);
  expect(within(bar()).getByTestId('seek-buffered')).toBeInTheDocument();

  act(() => state().setProgress({ currentTime: 1, duration: 200 }));
  const surface = await within(bar()).findByTestId('seek-waveform');
  expect(asked).toEqual([1]);
  // A picture under the one accessible control, which keeps its name, value and text.
  expect(surface).toHaveAttribute('aria-hidden', 'true');
  expect(within(bar()).getAllByRole('slider', { name: 'Seek' })).toHaveLength(1);
  expect(seekSlider()).toHaveAttribute('aria-valuetext', '0:01 of 3:20');
  expect(within(bar()).queryByTestId('seek-buffered')).not.toBeInTheDocument();

  // Three layers (the rest, the buffered part, the played part), each at the screen's pixel ratio, each with every peak.
  expect(canvases(surface)).toHaveLength(3);
  for (const canvas of canvases(surface)) {
    expect(canvas).toHaveAttribute('width', '600');
    expect(canvas).toHaveAttribute('height', '60');
    expect(contexts.get(canvas)!.setTransform).toHaveBeenLastCalledWith(2, 0, 0, 2, 0, 0);
    // Each peak a bar, centred, as tall as its share of the height; silence a 2 px line.
    expect(barHeights(canvas)).toEqual([15, 30, 7.5, 2]);
    expect(contexts.get(canvas)!.fillRect.mock.calls[1]).toEqual([75, 0, 74, 30]);
  }
});

it('tints the played and buffered parts by clipping the layers as the clock moves, drawing nothing again', async () => {
  renderWithProviders(<Player />);
  soundComes(0);
  const surface = await within(bar()).findByTestId('seek-waveform');
  const drawn = canvases(surface).map((canvas) => barHeights(canvas).length);

  act(() => state().setProgress({ currentTime: 50, buffered: 100 }));
  expect(layer(surface, 'played')).toHaveStyle({ clipPath: 'inset(0 75.00% 0 0)' });
  expect(layer(surface, 'buffered')).toHaveStyle({ clipPath: 'inset(0 50.00% 0 25.00%)' });
  expect(layer(surface, 'rest')).toHaveStyle({ clipPath: 'inset(0 0 0 50.00%)' });
  expect(canvases(surface).map((canvas) => barHeights(canvas).length)).toEqual(drawn);
  expect(seekSlider()).toHaveAttribute('aria-valuetext', '0:50 of 3:20');
});

it('draws again, fitting the bars to the new width, when the bar is resized', async () => {
  const peaks = Array.from({ length: 1000 }, (_, i) => (i === 500 ? 1 : 0.1));
  server.use(http.get(WAVEFORM_URL, () => HttpResponse.json({ duration: 200, peaks })));
  renderWithProviders(<Player />);
  soundComes(0);
  const surface = await within(bar()).findByTestId('seek-waveform');
  const played = layer(surface, 'played');
  // 300 px holds 100 bars of 2 px and a gap: each the loudest of its ten peaks.
  expect(barHeights(played)).toHaveLength(100);
  expect(barHeights(played).filter((h) => h === 30)).toHaveLength(1);

  contexts.get(played)!.fillRect.mockClear();
  box = { ...box, width: 150 };
  act(() => resizeCallbacks.forEach((callback) => callback()));
  expect(played).toHaveAttribute('width', '300');
  expect(barHeights(played)).toHaveLength(50);
  expect(barHeights(played).filter((h) => h === 30)).toHaveLength(1);
});

it('draws again at a new pixel ratio and in the other theme', async () => {
  // A listener per resolution query, as a browser would call it when the window moves to another screen.
  const ratioListeners: (() => void)[] = [];
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (media: string) => ({
      matches: false,
      media,
      addEventListener: (_: string, listener: () => void) => media.includes('dppx') && ratioListeners.push(listener),
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }),
  });
  renderWithProviders(<Player />);
  soundComes(0);
  const surface = await within(bar()).findByTestId('seek-waveform');
  const played = layer(surface, 'played');
  expect(played).toHaveAttribute('width', '600');

  Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: 3 });
  act(() => ratioListeners.forEach((listener) => listener()));
  expect(played).toHaveAttribute('width', '900');
  expect(contexts.get(played)!.setTransform).toHaveBeenLastCalledWith(3, 0, 0, 3, 0, 0);

  // The colours come from the theme's CSS: a switch of theme paints the bars again.
  contexts.get(played)!.fillRect.mockClear();
  act(() => document.documentElement.classList.add('light'));
  await waitFor(() => expect(barHeights(played)).toHaveLength(PEAKS.length));
  document.documentElement.classList.remove('light');
});

it('seeks where a tap lands, and at the end of a drag, which the time follows meanwhile', async () => {
  renderWithProviders(<Player />);
  soundComes(0);
  const surface = await within(bar()).findByTestId('seek-waveform');

  // A tap a tenth of the way along the 200 s track.
  fireEvent.pointerDown(surface, { pointerId: 1, button: 0, clientX: 130 });
  fireEvent.pointerUp(surface, { pointerId: 1, button: 0, clientX: 130 });
  expect(state().progress.currentTime).toBe(20);
  expect(Element.prototype.setPointerCapture).toHaveBeenCalledWith(1);

  // A drag: the time and the played part follow the pointer, the audio moves on release only.
  fireEvent.pointerDown(surface, { pointerId: 2, button: 0, clientX: 175 });
  fireEvent.pointerMove(surface, { pointerId: 2, clientX: 250 });
  expect(within(bar()).getByTestId('player-time')).toHaveTextContent('1:40');
  expect(layer(surface, 'played')).toHaveStyle({ clipPath: 'inset(0 50.00% 0 0)' });
  expect(state().progress.currentTime).toBe(20);
  // Past the end of the bar is its end.
  fireEvent.pointerUp(surface, { pointerId: 2, clientX: 900 });
  expect(state().progress.currentTime).toBe(200);

  // A drag the browser takes away seeks nowhere.
  fireEvent.pointerDown(surface, { pointerId: 3, button: 0, clientX: 175 });
  fireEvent.pointerCancel(surface, { pointerId: 3 });
  fireEvent.pointerMove(surface, { pointerId: 3, clientX: 250 });
  expect(state().progress.currentTime).toBe(200);
  expect(within(bar()).getByTestId('player-time')).toHaveTextContent('3:20');
});

it('seeks a second at a time with the arrow keys on the Seek slider, as without a waveform', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Player />);
  soundComes(0, 60);
  await within(bar()).findByTestId('seek-waveform');
  act(() => seekSlider().focus());
  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(state().progress.currentTime).toBe(62);
  await user.keyboard('{ArrowLeft}');
  expect(state().progress.currentTime).toBe(61);
});

it('keeps the plain bar for a track without a waveform (404)', async () => {
  renderWithProviders(<Player />);
  soundComes(1);
  await waitFor(() => expect(asked).toEqual([2]));
  await settle();
  expect(within(bar()).queryByTestId('seek-waveform')).not.toBeInTheDocument();
  expect(within(bar()).getByTestId('seek-buffered')).toBeInTheDocument();
  expect(seekSlider()).toHaveAttribute('aria-valuetext', '0:01 of 3:20');
});

it('asks for none for a podcast episode, nor while an ad plays', async () => {
  const { queryClient } = renderWithProviders(<Player />);
  act(() => state().playTracks([makeTrack(-5, { stream: '/api/v3/media/episodes/5.mp3' })], 0));
  act(() => state().setProgress({ loading: false, currentTime: 3, duration: 200 }));
  expect(queryClient.isFetching()).toBe(0);
  act(() => {
    state().playTracks(tracks, 0);
    state().setAdsConfig({ enabled: true, everyTracks: 1, url: '/ad.mp3' });
    state().trackEnded();
  });
  act(() => state().setProgress({ loading: false, currentTime: 3, duration: 30 }));
  await settle();
  expect(state().isPlayingAd).toBe(true);
  expect(queryClient.isFetching()).toBe(0);
  expect(asked).toEqual([]);
  expect(within(bar()).queryByTestId('seek-waveform')).not.toBeInTheDocument();
});

it('shows the waveform of a track restored paused, without a sound first', async () => {
  renderWithProviders(<Player />);
  // As a reload leaves it (store/index.ts keeps the queue, the track and its place): paused, its clock not started.
  act(() => useAppStore.setState({ queue: [tracks[0]], currentIndex: 0, activeTrack: tracks[0], isActive: true, position: 42 }));
  expect(await within(bar()).findByTestId('seek-waveform')).toBeInTheDocument();
  expect(asked).toEqual([1]);
});

it('shows the waveform in the expanded phone player too', async () => {
  mockWindowWidth(375);
  const user = userEvent.setup();
  renderWithProviders(<Player />);
  soundComes(0);
  await user.click(within(bar()).getByRole('button', { name: /^Expand player/ }));
  const full = screen.getByRole('dialog', { name: 'Now playing' });
  const surface = await within(full).findByTestId('seek-waveform');
  expect(canvases(surface)).toHaveLength(3);
  expect(within(full).getByRole('slider', { name: 'Seek' })).toBeInTheDocument();
});
