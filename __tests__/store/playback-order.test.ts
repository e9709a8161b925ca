import { arrayMove, nextStep, percentagePlayed, previousStep, upcomingTrack, type OrderState } from '@/store/playback-order';
import { makeTrack } from '../helpers/fixtures';

const queue = [1, 2, 3].map((id) => makeTrack(id));
const order = (patch: Partial<OrderState>): OrderState => ({ queue, currentIndex: 0, isShuffle: false, repeat: 'off', played: [], ...patch });

it('reports the share of a track heard, rounded, within 0..100', () => {
  expect(percentagePlayed(0, 200)).toBe(0);
  expect(percentagePlayed(50, 200)).toBe(25);
  expect(percentagePlayed(250, 200)).toBe(100);
  expect(percentagePlayed(10, 0)).toBe(0);
});

it('shuffle with repeat all starts a new round once every track was heard, not with the one just heard', () => {
  const step = nextStep(order({ isShuffle: true, repeat: 'all', currentIndex: 2, played: [1, 2] }), () => 0);
  expect(step.index).toBe(0);
  expect(step.played).toEqual([3]);
  expect(nextStep(order({ isShuffle: true, currentIndex: 2, played: [1, 2] })).index).toBe(-1);
});

it('shuffle Previous skips history entries no longer in the queue', () => {
  expect(previousStep(order({ isShuffle: true, currentIndex: 0, played: [3, 9] }))).toEqual({ index: 2, played: [] });
  expect(previousStep(order({ isShuffle: true, played: [] })).index).toBe(-1);
});

it('knows the track to preload: the next one in order, none under shuffle or at the end', () => {
  expect(upcomingTrack(order({}))?.id).toBe(2);
  expect(upcomingTrack(order({ currentIndex: 2 }))).toBeNull();
  expect(upcomingTrack(order({ currentIndex: 2, repeat: 'all' }))?.id).toBe(1);
  expect(upcomingTrack(order({ isShuffle: true }))).toBeNull();
});

it('moves an item and ignores moves out of range', () => {
  expect(arrayMove([1, 2, 3], 0, 2)).toEqual([2, 3, 1]);
  const same = [1, 2, 3];
  expect(arrayMove(same, 0, -1)).toBe(same);
  expect(arrayMove(same, 2, 3)).toBe(same);
});
