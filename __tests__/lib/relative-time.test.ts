import { formatAgo } from '@/lib/relative-time';

it('says how long ago a moment was, in words', () => {
  const now = new Date('2026-11-23T10:00:00.000Z');
  expect(formatAgo('2026-11-23T09:59:50.000Z', now)).toBe('a few seconds ago');
  expect(formatAgo('2026-11-23T09:55:00.000Z', now)).toBe('5 minutes ago');
  expect(formatAgo('2026-11-21T10:00:00.000Z', now)).toBe('2 days ago');
  expect(formatAgo('not a date', now)).toBe('');
});
