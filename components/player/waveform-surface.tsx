import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';
import Box from '@mui/material/Box';
import { useThemeMode } from '@/hooks/common/use-theme-mode';
import { shareAcross, waveformBars } from '@/lib/waveform';

// The seek bar's waveform (see docs/product.md, Player and queue), loaded on demand by seek-bar.tsx once there is one
// to draw. It is a picture and a pointer surface: the slider over it stays the one accessible control. The bars are
// drawn once per track, size, pixel ratio and theme, into three canvases coloured as the rest of the track, its
// buffered part and its played part; the clock only moves the CSS clips between them, so playback redraws nothing.

const BAR_WIDTH = 2;
const BAR_GAP = 1;
/** Silence still shows as a line. */
const MIN_BAR_HEIGHT = 2;

export interface WaveformSurfaceProps {
  peaks: number[];
  /** The played and buffered parts, as shares of the track from 0 to 1. */
  played: number;
  buffered: number;
  /** The track's length in seconds: a pointer's place becomes a time on it. */
  total: number;
  disabled: boolean;
  /** A drag under way: where it is now, in seconds. */
  onSeeking: (seconds: number) => void;
  /** A tap, or the end of a drag: seek there. */
  onSeek: (seconds: number) => void;
  /** A drag the browser took away (a scroll, a lost pointer): no seek. */
  onCancel: () => void;
  /** Said when the waveform is on screen and when it goes, so the slider over it can hide its own rail. */
  onShown: (shown: boolean) => void;
}

interface Size {
  width: number;
  height: number;
}

/** The element's size in CSS px, again whenever it changes. */
function useSize(element: RefObject<HTMLElement | null>): Size | null {
  const [size, setSize] = useState<Size | null>(null);
  useLayoutEffect(() => {
    const el = element.current;
    if (!el) return;
    const measure = () => {
      const { width, height } = el.getBoundingClientRect();
      setSize((old) => (old && old.width === width && old.height === height ? old : { width, height }));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [element]);
  return size;
}

/** window.devicePixelRatio, again when it changes (a zoom, a move to another screen). */
function usePixelRatio(): number {
  const [ratio, setRatio] = useState(() => window.devicePixelRatio || 1);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(`(resolution: ${ratio}dppx)`);
    const onChange = () => setRatio(window.devicePixelRatio || 1);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [ratio]);
  return ratio;
}

/** The bars in the canvas's own CSS colour, sharp at the screen's pixel ratio. */
function drawBars(canvas: HTMLCanvasElement, bars: number[], { width, height }: Size, ratio: number) {
  // Setting the size also clears the canvas and its transform.
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  const context = canvas.getContext('2d');
  if (!context || bars.length === 0) return;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.fillStyle = getComputedStyle(canvas).color;
  const step = width / bars.length;
  const barWidth = Math.max(1, step - BAR_GAP);
  bars.forEach((peak, i) => {
    const barHeight = Math.max(MIN_BAR_HEIGHT, peak * height);
    context.fillRect(i * step, (height - barHeight) / 2, barWidth, barHeight);
  });
}

const percent = (share: number) => `${(Math.min(1, Math.max(0, share)) * 100).toFixed(2)}%`;

const layerSx = { position: 'absolute', inset: 0, width: '100%', height: '100%', display: 'block' } as const;

export function WaveformSurface({ peaks, played, buffered, total, disabled, onSeeking, onSeek, onCancel, onShown }: WaveformSurfaceProps) {
  const surface = useRef<HTMLDivElement>(null);
  const rest = useRef<HTMLCanvasElement>(null);
  const loaded = useRef<HTMLCanvasElement>(null);
  const heard = useRef<HTMLCanvasElement>(null);
  const size = useSize(surface);
  const ratio = usePixelRatio();
  // The colours are read from CSS when drawing: a switch of theme draws again.
  const { mode } = useThemeMode();
  // The pointer dragging, if any.
  const dragging = useRef<number | null>(null);

  useLayoutEffect(() => {
    onShown(true);
    return () => onShown(false);
  }, [onShown]);

  useEffect(() => {
    if (!size) return;
    const bars = waveformBars(peaks, size.width / (BAR_WIDTH + BAR_GAP));
    for (const canvas of [rest.current, loaded.current, heard.current]) if (canvas) drawBars(canvas, bars, size, ratio);
  }, [peaks, size, ratio, mode]);

  const secondsAt = (event: PointerEvent<HTMLDivElement>) => Math.round(shareAcross(event.clientX, event.currentTarget.getBoundingClientRect()) * total);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || total <= 0 || event.button !== 0) return;
    // Moves and the release come here even off the bar, so a drag can end anywhere.
    event.currentTarget.setPointerCapture(event.pointerId);
    dragging.current = event.pointerId;
    onSeeking(secondsAt(event));
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current === event.pointerId) onSeeking(secondsAt(event));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current !== event.pointerId) return;
    dragging.current = null;
    onSeek(secondsAt(event));
  };
  const onPointerCancel = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current !== event.pointerId) return;
    dragging.current = null;
    onCancel();
  };

  const reach = Math.max(played, buffered);
  return (
    <Box
      ref={surface}
      aria-hidden
      data-testid="seek-waveform"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onLostPointerCapture={onPointerCancel}
      sx={{
        position: 'absolute',
        left: 0,
        right: 0,
        top: '50%',
        transform: 'translateY(-50%)',
        height: 30,
        // A finger gets the height of a touch target (components/player/touch-target.ts).
        '@media (pointer: coarse)': { height: 44 },
        cursor: disabled ? 'default' : 'pointer',
        // The page neither scrolls nor zooms under a drag along the bar, nor selects the text beside it.
        touchAction: 'none',
        userSelect: 'none',
      }}
    >
      <Box component="canvas" ref={rest} data-layer="rest" sx={{ ...layerSx, color: 'text.disabled' }} style={{ clipPath: `inset(0 0 0 ${percent(reach)})` }} />
      <Box component="canvas" ref={loaded} data-layer="buffered" sx={{ ...layerSx, color: 'text.accent', opacity: 0.45 }} style={{ clipPath: `inset(0 ${percent(1 - reach)} 0 ${percent(played)})` }} />
      <Box component="canvas" ref={heard} data-layer="played" sx={{ ...layerSx, color: 'text.accent' }} style={{ clipPath: `inset(0 ${percent(1 - played)} 0 0)` }} />
    </Box>
  );
}
