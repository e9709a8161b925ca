/**
 * A real dynamic import() for ESM-only packages (music-metadata): tsx keeps `import()` as is, but Jest's CommonJS
 * transform rewrites it into require(), which cannot load them. A Function body is out of every transform's reach.
 */
export const importEsm = new Function('specifier', 'return import(specifier)') as <T>(specifier: string) => Promise<T>;

export type MusicMetadata = typeof import('music-metadata');

export const loadMusicMetadata = () => importEsm<MusicMetadata>('music-metadata');
