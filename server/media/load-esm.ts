import { importEsm } from '../core/import-esm';

export type MusicMetadata = typeof import('music-metadata');

export const loadMusicMetadata = () => importEsm<MusicMetadata>('music-metadata');
