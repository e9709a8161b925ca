/** @jest-environment node */
import { groupCommit } from '@/server/db/group-commit';

/** A write that records each group it gets and finishes when the test says. */
function controlledWrite() {
  const groups: number[][] = [];
  const finish: (() => void)[] = [];
  const write = (items: number[]) => {
    groups.push(items);
    return new Promise<number>((resolve) => finish.push(() => resolve(groups.length)));
  };
  return { groups, finish, write };
}

describe('groupCommit', () => {
  it('writes at once when idle, and groups the calls made while a write runs into the next one', async () => {
    const { groups, finish, write } = controlledWrite();
    const commit = groupCommit(write);
    const first = commit([1]);
    expect(groups).toEqual([[1]]);
    const second = commit([2, 3]);
    const third = commit([4]);
    expect(groups).toHaveLength(1); // waiting for the running write
    finish[0]();
    expect(await first).toBe(1);
    await Promise.resolve();
    expect(groups).toEqual([[1], [2, 3, 4]]);
    finish[1]();
    expect([await second, await third]).toEqual([2, 2]); // one answer for the whole group
  });

  it('fails every call of a failed group with its error, and writes the next group after it', async () => {
    let calls = 0;
    const commit = groupCommit(async (items: string[]) => {
      calls++;
      if (items.includes('bad')) throw new Error('constraint');
      return items.length;
    });
    const results = await Promise.allSettled([commit(['ok']), commit(['bad']), commit(['ok2'])]);
    expect(results[0]).toEqual({ status: 'fulfilled', value: 1 });
    expect(results.slice(1).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await commit(['later'])).toBe(1);
    expect(calls).toBe(3);
  });
});
