import { parseCueSheet } from '@/lib/cue-sheet';

it('reads a CUE sheet into chapters: title, performer and the INDEX 01 start (75 frames a second)', () => {
  const cue = [
    '\uFEFFPERFORMER "DJ Nova"',
    'TITLE "Night Drive Mix"',
    'FILE "mix.wav" WAVE',
    '  TRACK 01 AUDIO',
    '    TITLE "Intro"',
    '    INDEX 01 00:00:00',
    '  TRACK 02 AUDIO',
    '    TITLE "Highway"',
    '    PERFORMER "Bri Vale"',
    '    INDEX 00 04:58:00',
    '    INDEX 01 05:00:37',
    '  TRACK 03 AUDIO',
    '    INDEX 01 61:30:00',
  ].join('\r\n');
  expect(parseCueSheet(cue)).toEqual([
    { title: 'Intro', start: 0 },
    { title: 'Highway', artist: 'Bri Vale', start: 300.493 },
    { title: 'Track 3', start: 3690 },
  ]);
  expect(parseCueSheet('just some notes')).toEqual([]);
});
