/** @jest-environment node */
import { buildId3Tag, id3TagLength, withFrontCover } from '@/server/media/id3';
import { loadMusicMetadata } from '@/server/media/load-esm';

const picture = { mimeType: 'image/jpeg', data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]) };
const fallback = { title: 'From The Catalog', artist: 'Nova', album: 'Night Drive' };
/** A few bytes standing in for the audio after the tag. */
const audio = Buffer.from([0xff, 0xfb, 0x90, 0x64, 0, 0, 0, 0]);

async function read(tag: Buffer) {
  const { parseBuffer } = await loadMusicMetadata();
  return (await parseBuffer(Buffer.concat([tag, audio]), { mimeType: 'audio/mpeg' }, { skipPostHeaders: true })).common;
}

const syncsafe = (n: number) => [(n >> 21) & 0x7f, (n >> 14) & 0x7f, (n >> 7) & 0x7f, n & 0x7f];

/** A v2.4 tag by hand: an extended header, one TIT2 frame and padding. */
function v24Tag(title: string): Buffer {
  const text = Buffer.concat([Buffer.from([3]), Buffer.from(title, 'utf8')]);
  const frame = Buffer.concat([Buffer.from('TIT2'), Buffer.from(syncsafe(text.length)), Buffer.from([0, 0]), text]);
  const extended = Buffer.from([...syncsafe(6), 1, 0]);
  const body = Buffer.concat([extended, frame, Buffer.alloc(32)]);
  return Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0x40]), Buffer.from(syncsafe(body.length)), body]);
}

describe('withFrontCover', () => {
  it("adds the cover to a v2.3 tag and keeps the file's own frames", async () => {
    const own = buildId3Tag({ title: 'Own Title', artist: 'Own Artist', track: 3, trackTotal: 9 });
    const tag = withFrontCover(own, picture, fallback)!;
    expect(id3TagLength(tag)).toBe(tag.length);
    const common = await read(tag);
    expect([common.title, common.artist, common.track]).toEqual(['Own Title', 'Own Artist', { no: 3, of: 9 }]);
    expect(common.picture).toEqual([expect.objectContaining({ format: 'image/jpeg', type: 'Cover (front)' })]);
    expect(Buffer.from(common.picture![0].data).equals(picture.data)).toBe(true);
  });

  it('adds it to a v2.4 tag with an extended header, in v2.4', async () => {
    const tag = withFrontCover(v24Tag('Ünïcode Title'), picture, fallback)!;
    expect(tag[3]).toBe(4);
    const common = await read(tag);
    expect(common.title).toBe('Ünïcode Title');
    expect(common.picture?.[0].format).toBe('image/jpeg');
  });

  it("writes what the catalog knows, and the cover, for a file without a tag or with one it cannot extend", async () => {
    for (const own of [Buffer.alloc(0), Buffer.concat([Buffer.from('ID3'), Buffer.from([2, 0, 0, 0, 0, 0, 0])])]) {
      const common = await read(withFrontCover(own, picture, fallback)!);
      expect([common.title, common.artist, common.album, common.picture?.[0].type]).toEqual(['From The Catalog', 'Nova', 'Night Drive', 'Cover (front)']);
    }
  });

  it('leaves a file that carries a picture already as it is', () => {
    expect(withFrontCover(buildId3Tag({ title: 'Own', picture }), picture, fallback)).toBeNull();
  });
});
