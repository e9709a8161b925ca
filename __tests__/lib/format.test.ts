import { formatBytes, formatCompact, formatCount, formatCounted, formatDate, formatDuration, formatRank } from '@/lib/format';

it('formats durations as m:ss', () => {
  expect(formatDuration(0)).toBe('0:00');
  expect(formatDuration(5)).toBe('0:05');
  expect(formatDuration(245.9)).toBe('4:05');
  expect(formatDuration(3725)).toBe('62:05');
  expect(formatDuration(Number.NaN)).toBe('0:00');
});

it('zero-pads ranks below 10', () => {
  expect(formatRank(1)).toBe('01');
  expect(formatRank(9)).toBe('09');
  expect(formatRank(10)).toBe('10');
  expect(formatRank(123)).toBe('123');
});

it('prints dates in US short format in UTC', () => {
  expect(formatDate('2026-11-02T23:59:00Z')).toBe('11/02/2026');
  expect(formatDate('2026-01-15T00:00:00Z')).toBe('01/15/2026');
  expect(formatDate('not a date')).toBe('');
  // A date and time without a zone is read as UTC too, whatever the machine's zone.
  expect(formatDate('2026-11-02T23:59:00')).toBe('11/02/2026');
  expect(formatDate('2026-11-02')).toBe('11/02/2026');
});

it('abbreviates thousands with K', () => {
  expect(formatCompact(999)).toBe('999');
  expect(formatCompact(1000)).toBe('1K');
  expect(formatCompact(1234)).toBe('1.2K');
  expect(formatCompact(56789)).toBe('56.8K');
  expect(formatCompact(123456)).toBe('123K');
  expect(formatCompact(2_500_000)).toBe('2.5M');
});

it('prints whole counts with thousands separators, as en-US does', () => {
  for (const n of [0, 7, 999, 1000, 12345, 999999, 1234567, 10_000_000]) expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
});

describe('formatBytes', () => {
  it('reads sizes in decimal units with one decimal below 100', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(48_213_000)).toBe('48.2 MB');
    expect(formatBytes(123_456_789)).toBe('123 MB');
    expect(formatBytes(1_500_000_000)).toBe('1.5 GB');
  });
});

it('counts one thing in the singular and the rest in the plural', () => {
  expect(formatCounted(1, 'track')).toBe('1 track');
  expect(formatCounted(0, 'track')).toBe('0 tracks');
  expect(formatCounted(1204, 'play')).toBe('1,204 plays');
});
