import { describe, expect, it } from 'vitest';
import { pool } from './pool.ts';

describe('pool', () => {
  it('runs every item, never more than `width` at once', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await pool([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 2));
      done.push(item);
      running -= 1;
    });
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it('rejects with the first failure, and takes no item after it', async () => {
    const started: number[] = [];
    const run = pool([1, 2, 3, 4, 5], 1, async (item) => {
      started.push(item);
      if (item === 2) throw new Error('item 2 failed');
    });
    await expect(run).rejects.toThrow('item 2 failed');
    expect(started).toEqual([1, 2]);
  });
});
