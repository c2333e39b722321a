import { describe, expect, it, vi } from 'vitest';
import { memo } from './memo.ts';

// A load whose answers the test gives one by one, to hold loads in flight.
function deferredLoad<V>() {
  const pending: Array<{ resolve: (value: V) => void; reject: (error: unknown) => void }> = [];
  const load = vi.fn(
    (_key: string) => new Promise<V>((resolve, reject) => pending.push({ resolve, reject })),
  );
  const next = () => {
    const answer = pending.shift();
    if (!answer) throw new Error('no load in flight');
    return answer;
  };
  return { load, next };
}

describe('memo', () => {
  it('shares one load in flight per key, and keeps its value', async () => {
    const { load, next } = deferredLoad<string>();
    const m = memo(load);
    const first = m.load('/about-us/');
    const second = m.load('/about-us/');
    expect(m.peek('/about-us/')).toBeUndefined();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    next().resolve('About us');
    expect(await Promise.all([first, second, m.load('/about-us/')])).toEqual([
      'About us',
      'About us',
      'About us',
    ]);
    expect(m.peek('/about-us/')).toBe('About us');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads each key apart', async () => {
    const m = memo(async (key: string) => key.toUpperCase());
    expect(await Promise.all([m.load('a'), m.load('b')])).toEqual(['A', 'B']);
  });

  it('never loads a value it was given', async () => {
    const load = vi.fn(async (key: string) => key);
    const m = memo(load);
    m.put('/', 'the first page');
    expect(await m.load('/')).toBe('the first page');
    expect(load).not.toHaveBeenCalled();
  });

  it('forgets a rejection as it comes, so the next ask loads again, and never retries by itself', async () => {
    const load = vi.fn<(key: string) => Promise<string>>().mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValueOnce('back');
    const m = memo(load);
    await expect(m.load('/brands/')).rejects.toThrow('offline');
    expect(load).toHaveBeenCalledTimes(1);
    expect(m.peek('/brands/')).toBeUndefined();
    expect(await m.load('/brands/')).toBe('back');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets a value `keep` refuses, but answers it to those who asked', async () => {
    const load = vi.fn(async (_key: string) => ({ kind: 'failed' }));
    const m = memo(load, (value) => value.kind === 'ok');
    const asks = await Promise.all([m.load('/x/'), m.load('/x/')]);
    expect(asks).toEqual([{ kind: 'failed' }, { kind: 'failed' }]);
    expect(load).toHaveBeenCalledTimes(1);
    await m.load('/x/');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('turns a load that throws at once into a rejection', async () => {
    const m = memo((_key: string): Promise<string> => {
      throw new Error('no such chunk');
    });
    await expect(m.load('x')).rejects.toThrow('no such chunk');
  });
});
