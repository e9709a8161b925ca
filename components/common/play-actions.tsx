import type { ReactNode } from 'react';
import { player } from '@/commands/player';
import type { Track } from '@/lib/contracts/catalog';
import { CssButton } from './css-button';
import { PlayIcon, QueueMusicIcon } from './icons';
import { PauseIcon, ShuffleIcon } from './playback-icons';
import styles from './play-actions.module.css';

interface PlayActionsProps {
  /** What Play All, Shuffle and Add to Queue take, in order; with none the three are disabled. */
  tracks: Track[];
  /** Whether these tracks are what plays: Play All then reads Pause, and pauses. */
  playingThis: boolean;
  /** False while none of it may play (a mixtape not out yet): Play All, Shuffle and Add to Queue are left out. */
  playable?: boolean;
  /** Right after Play All (a paid mixtape's Buy), or first when it is left out (the release countdown). */
  afterPlay?: ReactNode;
  /** After Add to Queue: the page's own actions. */
  children?: ReactNode;
  /** The embedded player's row: Play alone (no Shuffle, no Add to Queue), at the buttons' usual size. */
  compact?: boolean;
}

/**
 * The row of actions under the title of a mixtape, a playlist or the embedded player: Play All (Pause while it
 * plays), Shuffle and Add to Queue over its tracks, then the page's own. No MUI: it is on the page's first screen.
 */
export function PlayActions({ tracks, playingThis, playable = true, afterPlay, children, compact = false }: PlayActionsProps) {
  const none = tracks.length === 0;
  const size = compact ? 'medium' : 'large';
  return (
    <div className={compact ? styles.compact : styles.actions}>
      {playable && (
        <CssButton
          variant="contained"
          size={size}
          disabled={none}
          startIcon={playingThis ? <PauseIcon /> : <PlayIcon />}
          onClick={() => (playingThis ? player.toggle() : player.playTracks(tracks, 0, { shuffle: false }))}
        >
          {playingThis ? 'Pause' : compact ? 'Play' : 'Play All'}
        </CssButton>
      )}
      {afterPlay}
      {playable && !compact && (
        <>
          <CssButton variant="outlined" size={size} disabled={none} startIcon={<ShuffleIcon />} onClick={() => player.playTracks(tracks, 0, { shuffle: true })}>
            Shuffle
          </CssButton>
          <CssButton variant="outlined" size={size} disabled={none} startIcon={<QueueMusicIcon />} onClick={() => player.addToQueue(tracks)}>
            Add to Queue
          </CssButton>
        </>
      )}
      {children}
    </div>
  );
}
