import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import { formatDuration } from '@/lib/format';

/** The studio's preview of one track: play and pause, and its waveform as the seek bar (tap, drag or arrow keys). */
export function WaveformPlayer({ src, waveformUrl, title }: { src: string; waveformUrl: string | null; title: string }) {
  const audio = useRef<HTMLAudioElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [peaks, setPeaks] = useState<number[] | null>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const theme = useTheme();

  useEffect(() => {
    if (!waveformUrl) return;
    let live = true;
    fetch(waveformUrl)
      .then((res) => (res.ok ? res.json() : null))
      .then((body: { peaks?: number[] } | null) => live && setPeaks(body?.peaks ?? null))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [waveformUrl]);

  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    const ratio = window.devicePixelRatio || 1;
    const width = el.clientWidth;
    const height = el.clientHeight;
    el.width = Math.round(width * ratio);
    el.height = Math.round(height * ratio);
    const ctx = el.getContext('2d');
    if (!ctx) return;
    ctx.scale(ratio, ratio);
    ctx.clearRect(0, 0, width, height);
    const bars = peaks ?? Array.from({ length: 120 }, () => 0.15);
    const step = width / bars.length;
    const played = duration ? time / duration : 0;
    bars.forEach((peak, i) => {
      const h = Math.max(2, peak * height);
      ctx.fillStyle = i / bars.length < played ? theme.palette.primary.main : theme.palette.text.disabled;
      ctx.fillRect(i * step, (height - h) / 2, Math.max(1, step * 0.7), h);
    });
  }, [peaks, time, duration, theme]);

  const seekTo = (share: number) => {
    const el = audio.current;
    if (!el || !duration) return;
    el.currentTime = Math.min(duration, Math.max(0, share * duration));
  };
  const onPointer = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.type === 'pointermove' && event.buttons !== 1) return;
    const box = event.currentTarget.getBoundingClientRect();
    seekTo((event.clientX - box.left) / box.width);
  };
  const onKey = (event: KeyboardEvent) => {
    const el = audio.current;
    if (!el) return;
    if (event.key === 'ArrowRight') el.currentTime = Math.min(duration, el.currentTime + 5);
    else if (event.key === 'ArrowLeft') el.currentTime = Math.max(0, el.currentTime - 5);
    else return;
    event.preventDefault();
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      <IconButton
        aria-label={`${playing ? 'Pause' : 'Play'} the preview of ${title}`}
        onClick={() => (playing ? audio.current?.pause() : void audio.current?.play())}
        sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', '&:hover': { bgcolor: 'primary.dark' } }}
      >
        {playing ? <PauseRounded /> : <PlayArrowRounded />}
      </IconButton>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box
          component="canvas"
          ref={canvas}
          role="slider"
          tabIndex={0}
          aria-label={`Seek in ${title}`}
          aria-valuemin={0}
          aria-valuemax={Math.round(duration)}
          aria-valuenow={Math.round(time)}
          aria-valuetext={`${formatDuration(time)} of ${formatDuration(duration)}`}
          onPointerDown={onPointer}
          onPointerMove={onPointer}
          onKeyDown={onKey}
          sx={{ display: 'block', width: '100%', height: 48, cursor: 'pointer', touchAction: 'none', borderRadius: 1, '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
        />
        <Typography variant="caption" color="textSecondary">
          {formatDuration(time)} / {formatDuration(duration)}
        </Typography>
      </Box>
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onLoadedMetadata={(e) => setDuration(e.currentTarget.duration || 0)}
      />
    </Stack>
  );
}
