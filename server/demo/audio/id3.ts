// The demo's audio is tagged by the same ID3 writer that puts covers into downloads.
export { buildId3Tag, id3TagLength, type Id3Tags } from '../../media/id3';
