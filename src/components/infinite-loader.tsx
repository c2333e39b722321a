// The end of an endless list (SPEC §4 "Infinite loader"): it loads the next batch when the list's
// end comes within INFINITE_TRIGGER_PX of the viewport, and says when there is no more, nothing
// at all, or an error (with Retry). The states live in infinite-loader-machine.ts; this renders
// them and tells the machine what the page shows. Server and first render: ready (or complete).
import { useEffect, useRef, useState } from 'react';
import { INFINITE_TEXTS, INFINITE_TRIGGER_PX } from '../lib/constants.ts';
import button from './button.module.css';
import styles from './infinite-loader.module.css';
import { createLoaderDriver, initialLoaderState, type LoaderDriver } from './infinite-loader-machine.ts';

export interface InfiniteLoaderProps {
  /** Shows the next batch; returns (or resolves to) true when that was the last one. */
  onLoad: () => boolean | Promise<boolean>;
  /** Everything is shown already. */
  done: boolean;
  /** There is nothing at all to show: the no-results text instead of the no-more one. */
  empty?: boolean;
  /** A new value means a new list (other filters): the loader starts over. */
  resetKey?: string;
  /** The spec's texts, each replaceable (the media library has its own end text). */
  texts?: Partial<Record<keyof typeof INFINITE_TEXTS, string>>;
}

export function InfiniteLoader({ onLoad, done, empty = false, resetKey = '', texts }: InfiniteLoaderProps) {
  const [state, setState] = useState(() => initialLoaderState(done));
  const driver = useRef<LoaderDriver | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const observer = useRef<IntersectionObserver | null>(null);
  const recheck = useRef(false);
  // The latest callback and flag, read when the machine asks, so the effects below run once.
  const latest = useRef({ onLoad, done });
  latest.current = { onLoad, done };

  useEffect(() => {
    const machine = createLoaderDriver({
      done: latest.current.done,
      load: () => latest.current.onLoad(),
      onChange: setState,
    });
    driver.current = machine;
    const target = sentinel.current;
    const watcher = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        machine.send({ type: 'view', inView: entry.isIntersecting, recheck: recheck.current });
        recheck.current = false;
      },
      // Only the bottom edge is widened: the end counts as reached 100 px before it shows.
      { rootMargin: `0px 0px ${INFINITE_TRIGGER_PX}px 0px` },
    );
    if (target) watcher.observe(target);
    observer.current = watcher;
    return () => {
      watcher.disconnect();
      machine.dispose();
      driver.current = null;
    };
  }, []);

  const firstKey = useRef(resetKey);
  useEffect(() => {
    if (resetKey === firstKey.current) return;
    firstKey.current = resetKey;
    driver.current?.send({ type: 'reset', done: latest.current.done });
  }, [resetKey]);

  // After a batch (or a new list) the end may still be in reach, e.g. on a tall screen. The
  // observer reports only changes, so observe afresh: its first report says where the end is now.
  useEffect(() => {
    const target = sentinel.current;
    if (state.status !== 'ready' || state.request === 0 || !target || !observer.current) return;
    observer.current.unobserve(target);
    recheck.current = true;
    observer.current.observe(target);
  }, [state.status, state.request]);

  const text = { ...INFINITE_TEXTS, ...texts };
  return (
    <div className={styles.loader}>
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      <div role="status" className={styles.status}>
        {state.status === 'loading' && (
          <>
            <span className={styles.spinner} aria-hidden="true" />
            <span className="visually-hidden">Loading…</span>
          </>
        )}
        {state.status === 'complete' && (
          <p className={styles.message}>{empty ? text.noResults : text.noMore}</p>
        )}
        {state.status === 'error' && <p className={styles.message}>{text.error}</p>}
      </div>
      {state.status === 'error' && (
        <button
          type="button"
          className={`${button.button} ${button.secondary}`}
          onClick={() => driver.current?.send({ type: 'retry' })}
        >
          Retry
        </button>
      )}
    </div>
  );
}
