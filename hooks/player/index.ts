// The door of hooks/player: what the other features, the layout and the pages use of it.
export { useActiveChapters } from './use-active-chapters';
export { useAudioSync } from './use-audio-sync';
export { usePlayMixtape } from './use-play-mixtape';
export { usePlaybackSync } from './use-playback-sync';
export { NEXT_KEY, PREVIOUS_KEY, SEEK_STEP_SECONDS, VOLUME_STEP } from './use-player-keyboard';
export { usePlayerRuntime } from './use-player-runtime';
