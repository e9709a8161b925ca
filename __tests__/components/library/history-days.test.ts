import { dayLabel, groupByDay } from '@/components/library/history-days';
import type { HistoryEntry } from '@/lib/contracts/library';
import { makeTrack } from '../../helpers/fixtures';

const now = new Date(2026, 10, 22, 9, 30);
const at = (days: number, hour: number) => new Date(2026, 10, 22 - days, hour, 5).toISOString();
const entry = (id: number, created_at: string): HistoryEntry => ({ id, action: 'play', item_type: 'track', item_id: 1, created_at, item: makeTrack(1) });

it("names the member's own days: Today, Yesterday, then the US short date", () => {
  expect(dayLabel(at(0, 0), now)).toBe('Today');
  expect(dayLabel(at(1, 23), now)).toBe('Yesterday');
  expect(dayLabel(at(2, 12), now)).toBe('11/20/2026');
});

it('groups entries, newest first, by day in order', () => {
  const groups = groupByDay([entry(4, at(0, 8)), entry(3, at(0, 1)), entry(2, at(1, 20)), entry(1, at(30, 10))], now);
  expect(groups.map((g) => [g.day, g.entries.map((e) => e.id)])).toEqual([
    ['Today', [4, 3]],
    ['Yesterday', [2]],
    ['10/23/2026', [1]],
  ]);
});
