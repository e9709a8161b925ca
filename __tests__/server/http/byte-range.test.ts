import { parseRange } from '@/server/http/byte-range';

describe('parseRange', () => {
  it.each([
    [undefined, { kind: 'full' }],
    ['bytes=0-99', { kind: 'partial', start: 0, end: 99 }],
    ['bytes=100-', { kind: 'partial', start: 100, end: 999 }],
    ['bytes=-100', { kind: 'partial', start: 900, end: 999 }],
    ['bytes=-5000', { kind: 'partial', start: 0, end: 999 }],
    ['bytes=990-5000', { kind: 'partial', start: 990, end: 999 }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=50-10', { kind: 'full' }],
    ['bytes=0-1,5-6', { kind: 'full' }],
    ['items=0-1', { kind: 'full' }],
    ['bytes=-', { kind: 'full' }],
  ])('%s of 1000 bytes', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });
});
