import { shareAcross, waveformBars } from '@/lib/waveform';

describe('waveformBars', () => {
  it('keeps the loudest peak of each group, so a narrow waveform loses no loud moment', () => {
    expect(waveformBars([0.1, 0.9, 0.2, 0.3, 1, 0, 0.4, 0.5], 4)).toEqual([0.9, 0.3, 1, 0.5]);
    // Groups of uneven size still cover every peak once.
    expect(waveformBars([0.1, 0.2, 0.3, 0.4, 0.5], 2)).toEqual([0.2, 0.5]);
  });

  it('gives fewer peaks than bars back as they are, and no bars for no room', () => {
    expect(waveformBars([0.5, 1], 10)).toEqual([0.5, 1]);
    expect(waveformBars([0.5, 1], 0)).toEqual([]);
    // A fractional count is the whole bars that fit.
    expect(waveformBars([0.1, 0.9, 0.2, 0.3], 2.9)).toEqual([0.9, 0.3]);
  });
});

describe('shareAcross', () => {
  it('is where a point falls along a box, held to its ends', () => {
    expect(shareAcross(175, { left: 100, width: 300 })).toBe(0.25);
    expect(shareAcross(50, { left: 100, width: 300 })).toBe(0);
    expect(shareAcross(900, { left: 100, width: 300 })).toBe(1);
    expect(shareAcross(120, { left: 100, width: 0 })).toBe(0);
  });
});
