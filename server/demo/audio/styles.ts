/** Genre recipes for the synthesizer: tempo range, grooves and sounds. Steps are 16ths of a 4/4 bar. */

export type TonalName = 'epiano' | 'organ' | 'pad' | 'pluck' | 'bell' | 'square';

export interface Style {
  genre: string;
  /**
   * Tempos to pick from; each is rounded so a beat is a whole number of MP3 frames. Trap counts double time (snare on
   * the bar's third beat): short bars keep the one-bar loops, and the audio encoded per track, short.
   */
  bpm: number[];
  /** Hold one chord for the whole bar instead of two, for the fast tempos. */
  chordPerBar?: boolean;
  swing: [number, number];
  kicks: number[][];
  snares: number[][];
  /** Hi-hat step sets; trap adds 32nd-note rolls on top. */
  hats: number[][];
  rolls: boolean;
  bass: 'sub' | '808';
  /** Bass plays on kick steps (hip-hop) or on the off-beats (house). */
  bassOnOffbeats: boolean;
  chords: TonalName[];
  leads: TonalName[];
  /** Chord hits within a half bar, in steps: [0] holds the chord, more entries make stabs. */
  chordRhythms: number[][];
  scales: number[][];
}

const MINOR = [0, 2, 3, 5, 7, 8, 10];
const DORIAN = [0, 2, 3, 5, 7, 9, 10];
const MAJOR = [0, 2, 4, 5, 7, 9, 11];
const HARMONIC_MINOR = [0, 2, 3, 5, 7, 8, 11];
const MIXOLYDIAN = [0, 2, 4, 5, 7, 9, 10];
const EIGHTHS = [0, 2, 4, 6, 8, 10, 12, 14];
const SIXTEENTHS = Array.from({ length: 16 }, (_, i) => i);

export const STYLES: Style[] = [
  {
    genre: 'Hip-Hop',
    bpm: [88, 92, 96, 100],
    swing: [0.1, 0.3],
    kicks: [[0, 7, 10], [0, 3, 8, 11], [0, 6, 9, 14], [0, 10, 11]],
    snares: [[4, 12], [4, 12, 15]],
    hats: [EIGHTHS, SIXTEENTHS],
    rolls: false,
    bass: 'sub',
    bassOnOffbeats: false,
    chords: ['epiano', 'organ', 'pluck'],
    leads: ['bell', 'square', 'pluck'],
    chordRhythms: [[0], [0, 3, 6]],
    scales: [MINOR, DORIAN, HARMONIC_MINOR],
  },
  {
    genre: 'Trap',
    bpm: [139, 151],
    swing: [0, 0.05],
    kicks: [[0, 10], [0, 3, 11], [0, 7, 8, 14]],
    snares: [[8], [8, 15]],
    hats: [EIGHTHS, SIXTEENTHS],
    rolls: true,
    bass: '808',
    bassOnOffbeats: false,
    chordPerBar: true,
    chords: ['pad', 'bell', 'pluck'],
    leads: ['bell', 'pluck'],
    chordRhythms: [[0], [0, 4]],
    scales: [MINOR, HARMONIC_MINOR],
  },
  {
    genre: 'R&B',
    bpm: [84, 90],
    swing: [0.05, 0.2],
    kicks: [[0, 8, 11], [0, 6, 10]],
    snares: [[4, 12]],
    hats: [EIGHTHS, [0, 2, 3, 4, 6, 8, 10, 11, 12, 14]],
    rolls: false,
    bass: 'sub',
    bassOnOffbeats: false,
    chords: ['epiano', 'pad'],
    leads: ['bell', 'square'],
    chordRhythms: [[0]],
    scales: [MAJOR, DORIAN, MIXOLYDIAN],
  },
  {
    genre: 'House',
    bpm: [120, 124, 128],
    swing: [0, 0.1],
    kicks: [[0, 4, 8, 12]],
    snares: [[4, 12]],
    hats: [[2, 6, 10, 14], SIXTEENTHS],
    rolls: false,
    bass: 'sub',
    bassOnOffbeats: true,
    chords: ['organ', 'pluck', 'epiano'],
    leads: ['square', 'bell'],
    chordRhythms: [[2, 6], [0, 3, 6]],
    scales: [MINOR, DORIAN, MAJOR],
  },
  {
    genre: 'Lo-Fi',
    bpm: [82, 88],
    swing: [0.2, 0.35],
    kicks: [[0, 7, 10], [0, 9]],
    snares: [[4, 12]],
    hats: [EIGHTHS],
    rolls: false,
    bass: 'sub',
    bassOnOffbeats: false,
    chords: ['epiano', 'pluck'],
    leads: ['bell', 'epiano'],
    chordRhythms: [[0], [0, 6]],
    scales: [MAJOR, DORIAN, MINOR],
  },
];

/** Chord progressions as scale degrees (0 = tonic): the verse vamps on the first two, the hook on the last two. */
export const PROGRESSIONS = [
  [0, 5, 2, 6],
  [0, 3, 4, 0],
  [0, 6, 5, 6],
  [1, 4, 0, 5],
  [0, 5, 3, 4],
  [5, 3, 0, 4],
  [0, 2, 5, 4],
  [3, 4, 2, 5],
  [0, 3, 6, 2],
];
