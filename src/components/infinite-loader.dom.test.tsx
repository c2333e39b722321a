// @vitest-environment happy-dom
import { type ReactElement, useState } from 'react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { act, prerender, renderInBrowser } from '../../test/dom/render.test-helper.tsx';
import { INFINITE_TRIGGER_PX } from '../lib/constants.ts';
import { InfiniteLoader } from './infinite-loader.tsx';
import { fakeIntersectionObserver } from './intersection-fake.test-helper.ts';

let view: Awaited<ReturnType<typeof renderInBrowser>>;
let container: HTMLElement;
let io: ReturnType<typeof fakeIntersectionObserver>;

beforeEach(() => {
  io = fakeIntersectionObserver();
});

async function render(element: ReactElement) {
  view = await renderInBrowser(element);
  container = view.container;
}

/** Lets the load's promise chain and the renders it causes run out. */
async function report(inView: boolean) {
  await act(async () => {
    io.report(sentinel(), inView);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const sentinel = () => container.querySelector('[aria-hidden="true"]') as HTMLElement;
const status = () => container.querySelector('[role="status"]')?.textContent;

/** A list of `total` numbers shown `step` at a time. */
function List({ total, step, load }: { total: number; step: number; load?: () => void }) {
  const [count, setCount] = useState(Math.min(step, total));
  return (
    <>
      <output>{count}</output>
      <InfiniteLoader
        done={count >= total}
        empty={total === 0}
        onLoad={() => {
          load?.();
          const next = Math.min(count + step, total);
          setCount(next);
          return next >= total;
        }}
      />
    </>
  );
}

describe('InfiniteLoader', () => {
  test('prerenders quietly: nothing to read while ready', () => {
    const dom = prerender(<InfiniteLoader done={false} onLoad={() => false} />);
    expect(dom.querySelector('[role="status"]')?.textContent).toBe('');
    expect(dom.querySelector('button')).toBeNull();
  });

  test('watches the list end with a 100 px margin below the viewport', async () => {
    await render(<List total={12} step={6} />);
    const [observer] = io.observers;
    expect(observer?.options?.rootMargin).toBe(`0px 0px ${INFINITE_TRIGGER_PX}px 0px`);
    expect(io.watched(sentinel())).toBe(true);
  });

  test('loads batches as the end comes into reach, then says there is no more', async () => {
    await render(<List total={14} step={6} />);
    expect(container.querySelector('output')?.textContent).toBe('6');
    await report(true);
    expect(container.querySelector('output')?.textContent).toBe('12');
    // The end is still in reach after the batch: the fresh observation loads again.
    await report(true);
    expect(container.querySelector('output')?.textContent).toBe('14');
    expect(status()).toBe('No more data :)');
  });

  test('says there are no results for an empty list, and no more for a whole one', async () => {
    await render(<List total={0} step={6} />);
    expect(status()).toBe('No results :(');
    view.unmount();
    await render(<List total={3} step={6} />);
    expect(status()).toBe('No more data :)');
  });

  test('takes its own end text', async () => {
    await render(<InfiniteLoader done onLoad={() => true} texts={{ noMore: 'No more media' }} />);
    expect(status()).toBe('No more media');
  });

  test('shows the error with Retry, which loads again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const onLoad = vi.fn(() => (fail ? Promise.reject(new Error('offline')) : true));
    await render(<InfiniteLoader done={false} onLoad={onLoad} />);
    await report(true);
    expect(status()).toBe('Opps, something went wrong :(');
    const retry = container.querySelector('button');
    expect(retry?.textContent).toBe('Retry');
    fail = false;
    await act(async () => {
      retry?.click();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(onLoad).toHaveBeenCalledTimes(2);
    expect(status()).toBe('No more data :)');
    expect(container.querySelector('button')).toBeNull();
  });

  test('starts over when its list changes', async () => {
    const onLoad = vi.fn(() => true);
    await render(<InfiniteLoader done={false} onLoad={onLoad} resetKey="a" />);
    await report(true);
    expect(status()).toBe('No more data :)');
    await act(async () => view.rerender(<InfiniteLoader done={false} onLoad={onLoad} resetKey="b" />));
    // Ready again, and the end is looked at afresh.
    expect(status()).toBe('');
    expect(io.watched(sentinel())).toBe(true);
  });
});
