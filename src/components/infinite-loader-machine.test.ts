import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { INFINITE_LOOP_CHECK_MS, INFINITE_LOOP_MAX_CALLS, INFINITE_THROTTLE_MS } from '../lib/constants.ts';
import {
  createLoaderDriver,
  initialLoaderState,
  type LoaderDriver,
  type LoaderState,
  loaderReducer,
} from './infinite-loader-machine.ts';

describe('loaderReducer', () => {
  const ready = initialLoaderState(false);

  test('starts ready, or complete when the list is already whole', () => {
    expect(ready.status).toBe('ready');
    expect(initialLoaderState(true).status).toBe('complete');
  });

  test('ready → loading when the end comes within reach', () => {
    const next = loaderReducer(ready, { type: 'view', inView: true, now: 1000 });
    expect(next).toMatchObject({ status: 'loading', inView: true, request: 1, lastTriggerAt: 1000 });
  });

  test('stays ready while the end is out of reach', () => {
    expect(loaderReducer(ready, { type: 'view', inView: false, now: 1000 }).status).toBe('ready');
    expect(loaderReducer(ready, { type: 'tick' }).status).toBe('ready');
  });

  test('back to ready or on to complete after each batch', () => {
    const loading = loaderReducer(ready, { type: 'view', inView: true, now: 0 });
    expect(loaderReducer(loading, { type: 'loaded', request: 1, done: false }).status).toBe('ready');
    expect(loaderReducer(loading, { type: 'loaded', request: 1, done: true }).status).toBe('complete');
  });

  test('ignores the outcome of a load that is no longer awaited', () => {
    const loading = loaderReducer(ready, { type: 'view', inView: true, now: 0 });
    const restarted = loaderReducer(loading, { type: 'reset', done: false });
    expect(loaderReducer(restarted, { type: 'loaded', request: 1, done: true })).toBe(restarted);
    expect(loaderReducer(restarted, { type: 'failed', request: 1 })).toBe(restarted);
  });

  test('error on failure; retry loads again, and only from error', () => {
    const loading = loaderReducer(ready, { type: 'view', inView: true, now: 0 });
    const failed = loaderReducer(loading, { type: 'failed', request: 1 });
    expect(failed.status).toBe('error');
    expect(loaderReducer(failed, { type: 'view', inView: true, now: 5000 }).status).toBe('error');
    expect(loaderReducer(failed, { type: 'retry' })).toMatchObject({ status: 'loading', request: 2 });
    expect(loaderReducer(ready, { type: 'retry' })).toBe(ready);
  });

  test('complete is final until a reset', () => {
    const complete = initialLoaderState(true);
    expect(loaderReducer(complete, { type: 'view', inView: true, now: 0 }).status).toBe('complete');
    expect(loaderReducer(complete, { type: 'tick' }).status).toBe('complete');
    expect(loaderReducer(complete, { type: 'reset', done: false }).status).toBe('ready');
  });
});

describe('createLoaderDriver (fake timers)', () => {
  let driver: LoaderDriver;
  let states: LoaderState[];

  beforeEach(() => {
    vi.useFakeTimers();
    states = [];
  });

  afterEach(() => {
    driver.dispose();
    vi.useRealTimers();
  });

  /** A list of `batches` more batches, each arriving after `delay` ms. */
  function list(batches: number, delay = 10) {
    let left = batches;
    const load = vi.fn(
      () =>
        new Promise<boolean>((resolve) => {
          setTimeout(() => {
            left -= 1;
            resolve(left <= 0);
          }, delay);
        }),
    );
    driver = createLoaderDriver({ done: batches === 0, load, onChange: (s) => states.push(s) });
    return load;
  }

  test('reaching the end loads a batch, then is ready again', async () => {
    const load = list(3);
    driver.send({ type: 'view', inView: true });
    expect(driver.state.status).toBe('loading');
    await vi.advanceTimersByTimeAsync(10);
    expect(load).toHaveBeenCalledTimes(1);
    expect(driver.state.status).toBe('ready');
  });

  test('throttles arrivals at the end to one per INFINITE_THROTTLE_MS', async () => {
    const load = list(5, 1);
    driver.send({ type: 'view', inView: true });
    await vi.advanceTimersByTimeAsync(1);
    driver.send({ type: 'view', inView: false });
    driver.send({ type: 'view', inView: true });
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(INFINITE_THROTTLE_MS);
    driver.send({ type: 'view', inView: false });
    driver.send({ type: 'view', inView: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
  });

  /** What the component does after each batch: it looks at the end afresh. */
  async function batchesWhileInReach(batches: number) {
    for (let i = 0; i < batches; i++) {
      await vi.advanceTimersByTimeAsync(10);
      driver.send({ type: 'view', inView: true, recheck: true });
    }
  }

  test('a batch forgets where the end was: nothing loads until it is looked at afresh', async () => {
    const load = list(100);
    driver.send({ type: 'view', inView: true });
    await vi.advanceTimersByTimeAsync(10);
    expect(driver.state).toMatchObject({ status: 'ready', inView: false });
    await vi.advanceTimersByTimeAsync(INFINITE_LOOP_CHECK_MS * 3);
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('keeps loading while the end stays in reach after each batch, at most 10 times in a row', async () => {
    const load = list(100);
    driver.send({ type: 'view', inView: true });
    await batchesWhileInReach(INFINITE_LOOP_MAX_CALLS + 5);
    expect(load).toHaveBeenCalledTimes(1 + INFINITE_LOOP_MAX_CALLS);
    // The loop check does not go past the limit either.
    await vi.advanceTimersByTimeAsync(INFINITE_LOOP_CHECK_MS * 5);
    expect(load).toHaveBeenCalledTimes(1 + INFINITE_LOOP_MAX_CALLS);
    expect(driver.state.status).toBe('ready');
    // The visitor scrolls away and back: a fresh arrival, and a fresh budget.
    driver.send({ type: 'view', inView: false });
    driver.send({ type: 'view', inView: true });
    await batchesWhileInReach(INFINITE_LOOP_MAX_CALLS + 5);
    expect(load).toHaveBeenCalledTimes(2 + 2 * INFINITE_LOOP_MAX_CALLS);
  });

  test('the loop check, every INFINITE_LOOP_CHECK_MS, loads an end in reach that the throttle let pass', async () => {
    const load = list(100, 1);
    driver.send({ type: 'view', inView: true });
    await vi.advanceTimersByTimeAsync(1);
    driver.send({ type: 'view', inView: false, recheck: true });
    // Back within the throttle: not loaded now...
    driver.send({ type: 'view', inView: true });
    await vi.advanceTimersByTimeAsync(INFINITE_LOOP_CHECK_MS - 10);
    expect(load).toHaveBeenCalledTimes(1);
    // ...but by the next loop check.
    await vi.advanceTimersByTimeAsync(10);
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('stops at complete: no more loads, however long the end stays in reach', async () => {
    const load = list(2);
    driver.send({ type: 'view', inView: true });
    await batchesWhileInReach(5);
    await vi.advanceTimersByTimeAsync(INFINITE_LOOP_CHECK_MS * 5);
    expect(load).toHaveBeenCalledTimes(2);
    expect(driver.state.status).toBe('complete');
  });

  test('a failed batch shows the error state; retry loads again', async () => {
    let fail = true;
    const load = vi.fn(() => (fail ? Promise.reject(new Error('offline')) : false));
    driver = createLoaderDriver({ done: false, load, onChange: (s) => states.push(s) });
    driver.send({ type: 'view', inView: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(driver.state.status).toBe('error');
    // The loop check does not hammer a failing source.
    await vi.advanceTimersByTimeAsync(INFINITE_LOOP_CHECK_MS * 3);
    expect(load).toHaveBeenCalledTimes(1);
    fail = false;
    driver.send({ type: 'retry' });
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
    expect(driver.state.status).toBe('ready');
    expect(states.map((s) => s.status)).toEqual(['loading', 'error', 'loading', 'ready']);
  });

  test('a load that throws is a failure too', async () => {
    driver = createLoaderDriver({
      done: false,
      load: () => {
        throw new Error('bad');
      },
      onChange: () => {},
    });
    driver.send({ type: 'view', inView: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(driver.state.status).toBe('error');
  });

  test('reset starts over and drops the outcome of the old list’s load', async () => {
    const load = list(5, 100);
    driver.send({ type: 'view', inView: true });
    driver.send({ type: 'reset', done: true });
    await vi.advanceTimersByTimeAsync(100);
    expect(driver.state.status).toBe('complete');
    driver.send({ type: 'reset', done: false });
    expect(driver.state.status).toBe('ready');
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('after dispose the clock stops and nothing changes', async () => {
    const load = list(5);
    driver.send({ type: 'view', inView: true });
    driver.dispose();
    await vi.advanceTimersByTimeAsync(INFINITE_LOOP_CHECK_MS * 3);
    expect(driver.state.status).toBe('loading');
    expect(vi.getTimerCount()).toBe(0);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
