/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EMBEDDED_PICTURE_MAX_BYTES } from '@/lib/contracts/studio';
import { readAudioTags, readEmbeddedPicture } from '@/server/media/audio-tags';
import { buildId3Tag } from '@/server/media/id3';
import { frontTagsLength } from '@/server/media/id3-reader';
import { mediaToolPath } from '@/server/media/ffmpeg';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'audio-tags-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const ffmpeg = (...args: string[]) => execFileSync(mediaToolPath('ffmpeg'), ['-v', 'error', '-y', ...args]);
const file = (name: string) => path.join(work, name);

let mp3Audio: Buffer;
/** A real JPEG, and the same with filler after it past the limit (what follows its end is nothing to a decoder). */
let SMALL: Buffer;
let LARGE: Buffer;

beforeAll(() => {
  ffmpeg('-f', 'lavfi', '-i', 'color=c=navy:s=16x16', '-frames:v', '1', file('real.jpg'));
  SMALL = fs.readFileSync(file('real.jpg'));
  LARGE = Buffer.concat([SMALL, Buffer.alloc(EMBEDDED_PICTURE_MAX_BYTES + 512 * 1024, 0x22)]);
  ffmpeg('-f', 'lavfi', '-i', 'sine=duration=1', '-b:a', '128k', '-id3v2_version', '0', file('audio.mp3'));
  mp3Audio = fs.readFileSync(file('audio.mp3'));
  ffmpeg('-f', 'lavfi', '-i', 'sine=duration=1', '-c:a', 'aac', file('audio.m4a'));
  ffmpeg('-f', 'lavfi', '-i', 'sine=duration=1', '-c:a', 'flac', file('audio.flac'));
  fs.writeFileSync(file('small.jpg'), SMALL);
  fs.writeFileSync(file('large.jpg'), LARGE);
});

/** `audio` with a picture attached by ffmpeg, and a title. */
function withPicture(audio: string, picture: string, out: string): string {
  ffmpeg('-i', file(audio), '-i', file(picture), '-map', '0', '-map', '1', '-c', 'copy', '-disposition:v', 'attached_pic', '-metadata', 'title=Tagged', file(out));
  return file(out);
}

describe('an MP3 (ID3v2 tags, walked frame by frame)', () => {
  it('reads its tags and a picture within the limit', async () => {
    const mp3 = file('small.mp3');
    fs.writeFileSync(mp3, Buffer.concat([buildId3Tag({ title: 'Small Picture', artist: 'Nova', album: 'Night', track: 2, picture: { mimeType: 'image/jpeg', data: SMALL } }), mp3Audio]));
    expect(await readAudioTags(mp3)).toMatchObject({ title: 'Small Picture', artist: 'Nova', album: 'Night', trackNo: 2, picture: 'usable' });
    const picture = await readEmbeddedPicture(mp3);
    expect(picture!.format).toBe('image/jpeg');
    expect(Buffer.from(picture!.data).equals(SMALL)).toBe(true);
  });

  it('leaves a picture over the limit unread, and still reads the title', async () => {
    const mp3 = file('large.mp3');
    fs.writeFileSync(mp3, Buffer.concat([buildId3Tag({ title: 'Large Picture', picture: { mimeType: 'image/jpeg', data: LARGE } }), mp3Audio]));
    expect(await readAudioTags(mp3)).toMatchObject({ title: 'Large Picture', picture: 'too-large' });
    expect(await readEmbeddedPicture(mp3)).toBeNull();
  });

  it('reads the explicit flag of a v2.4 tag, and the length of every tag at the front', async () => {
    const syncsafe = (n: number) => [(n >> 21) & 0x7f, (n >> 14) & 0x7f, (n >> 7) & 0x7f, n & 0x7f];
    const body = Buffer.concat([Buffer.from([3]), Buffer.from('ITUNESADVISORY\u00001', 'utf8')]);
    const frame = Buffer.concat([Buffer.from('TXXX'), Buffer.from(syncsafe(body.length)), Buffer.from([0, 0]), body]);
    const v24 = Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0]), Buffer.from(syncsafe(frame.length + 16)), frame, Buffer.alloc(16)]);
    const second = buildId3Tag({ title: 'Second Tag' });
    const mp3 = file('two-tags.mp3');
    fs.writeFileSync(mp3, Buffer.concat([v24, second, mp3Audio]));
    expect(await readAudioTags(mp3)).toMatchObject({ explicit: true, picture: 'none' });
    expect(await frontTagsLength(mp3)).toBe(v24.length + second.length);
  });
});

describe('other files (the tag reader, within bounds)', () => {
  it('reads an M4A’s picture within the limit, and leaves a larger one unread', async () => {
    const small = withPicture('audio.m4a', 'small.jpg', 'small.m4a');
    expect(await readAudioTags(small)).toMatchObject({ title: 'Tagged', picture: 'usable' });
    expect(Buffer.from((await readEmbeddedPicture(small))!.data).equals(SMALL)).toBe(true);
    const large = withPicture('audio.m4a', 'large.jpg', 'large.m4a');
    expect((await readAudioTags(large)).picture).toBe('too-large');
    expect(await readEmbeddedPicture(large)).toBeNull();
  });

  it('reads a FLAC’s title when its picture is over the limit', async () => {
    const large = withPicture('audio.flac', 'large.jpg', 'large.flac');
    expect(await readAudioTags(large)).toMatchObject({ title: 'Tagged', picture: 'too-large' });
    expect(await readEmbeddedPicture(large)).toBeNull();
  });

  it('answers no tags for a file that is not audio', async () => {
    fs.writeFileSync(file('notes.mp3'), 'not audio at all\n'.repeat(100));
    expect(await readAudioTags(file('notes.mp3'))).toMatchObject({ title: undefined, picture: 'none' });
    expect(await readEmbeddedPicture(file('notes.mp3'))).toBeNull();
  });
});
