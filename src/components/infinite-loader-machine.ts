// The infinite loader's states and transitions (SPEC §4 "Infinite loader", §9 "Infinite scroll"),
// as a pure reducer: the component feeds it what it sees (the sentinel in or out of reach, the
// loop-check clock, the outcome of a batch) and loads whenever it enters `loading`.
import { INFINITE_LOOP_CHECK_MS, INFINITE_LOOP_MAX_CALLS, INFINITE_THROTTLE_MS } from '../lib/constants.ts';

export type LoaderStatus = 'ready' | 'loading' | 'complete' | 'error';

export interface LoaderState {
  status: LoaderStatus;
  /** The end of the list is within the trigger distance of the viewport. */
  inView: boolean;
  /** When the last load started by reaching the end did start (throttle), in ms. */
  lastTriggerAt: number;
  /** Loads started while the end stayed in reach (after a batch, or by the loop check). */
  loopCalls: number;
  /** Counts loads, so the component starts each one exactly once. */
  request: number;
}

export type LoaderEvent =
  /** The end of the list came within reach, or left it; `recheck` after a batch is a loop call. */
  | { type: 'view'; inView: boolean; now: number; recheck?: boolean }
  /** The loop check's clock ticked. */
  | { type: 'tick' }
  /** Load number `request` arrived; `done` when it was the last batch. */
  | { type: 'loaded'; request: number; done: boolean }
  /** Load number `request` failed. */
  | { type: 'failed'; request: number }
  | { type: 'retry' }
  /** A new list (new filters): start over, complete at once if it is already whole. */
  | { type: 'reset'; done: boolean };

export function initialLoaderState(done: boolean): LoaderState {
  return {
    status: done ? 'complete' : 'ready',
    inView: false,
    lastTriggerAt: Number.NEGATIVE_INFINITY,
    loopCalls: 0,
    request: 0,
  };
}

function startLoading(state: LoaderState, changes: Partial<LoaderState> = {}): LoaderState {
  return { ...state, ...changes, status: 'loading', request: state.request + 1 };
}

/** A loop call is allowed while the end stays in reach, at most INFINITE_LOOP_MAX_CALLS in a row. */
function loopCall(state: LoaderState): LoaderState {
  if (state.status !== 'ready' || !state.inView || state.loopCalls >= INFINITE_LOOP_MAX_CALLS) return state;
  return startLoading(state, { loopCalls: state.loopCalls + 1 });
}

/** Only the latest load's outcome counts; one for an earlier list or load is stale. */
function awaits(state: LoaderState, request: number): boolean {
  return state.status === 'loading' && state.request === request;
}

export function loaderReducer(state: LoaderState, event: LoaderEvent): LoaderState {
  switch (event.type) {
    case 'view': {
      // Leaving reach means the list grew past the screen or the visitor scrolled away: a fresh
      // arrival at the end is the visitor's doing, and the loop budget starts again.
      const seen: LoaderState = event.inView
        ? { ...state, inView: true }
        : { ...state, inView: false, loopCalls: 0 };
      if (!event.inView || seen.status !== 'ready') return seen;
      if (event.recheck) return loopCall(seen);
      if (event.now - state.lastTriggerAt < INFINITE_THROTTLE_MS) return seen;
      return startLoading(seen, { lastTriggerAt: event.now });
    }
    case 'tick':
      return loopCall(state);
    case 'loaded':
      if (!awaits(state, event.request)) return state;
      // The list grew and its end moved: only a fresh look (a `view` with `recheck`) says whether
      // it is still in reach. Until then nothing may load on the strength of the old position.
      return { ...state, status: event.done ? 'complete' : 'ready', inView: false };
    case 'failed':
      return awaits(state, event.request) ? { ...state, status: 'error' } : state;
    case 'retry':
      return state.status === 'error' ? startLoading(state, { loopCalls: 0 }) : state;
    case 'reset':
      return {
        ...initialLoaderState(event.done),
        inView: state.inView,
        // A load in flight for the old list is ignored when it lands: its number is no longer awaited.
        request: state.request + 1,
      };
  }
}

/** What the driver is told; it stamps the time itself. */
export type LoaderInput =
  | { type: 'view'; inView: boolean; recheck?: boolean }
  | { type: 'retry' }
  | { type: 'reset'; done: boolean };

export interface LoaderDriver {
  readonly state: LoaderState;
  send(input: LoaderInput): void;
  /** Stops the loop-check clock; later outcomes of loads in flight are dropped. */
  dispose(): void;
}

export interface LoaderDriverOptions {
  /** The list is whole from the start. */
  done: boolean;
  /** Loads the next batch; true (or a promise of true) when that was the last one. */
  load: () => boolean | Promise<boolean>;
  onChange: (state: LoaderState) => void;
  now?: () => number;
}

/**
 * Runs the reducer against time: the loop check ticks every INFINITE_LOOP_CHECK_MS, each load the
 * reducer asks for is started once, and its outcome is fed back.
 */
export function createLoaderDriver({
  done,
  load,
  onChange,
  now = Date.now,
}: LoaderDriverOptions): LoaderDriver {
  let state = initialLoaderState(done);
  let disposed = false;

  const dispatch = (event: LoaderEvent) => {
    if (disposed) return;
    const previous = state;
    state = loaderReducer(state, event);
    if (state === previous) return;
    onChange(state);
    if (state.status === 'loading' && state.request !== previous.request) start(state.request);
  };

  const start = (request: number) => {
    // A synchronous throw and a rejection are the same failure to the visitor.
    Promise.resolve()
      .then(load)
      .then(
        (last) => dispatch({ type: 'loaded', request, done: last }),
        () => dispatch({ type: 'failed', request }),
      );
  };

  const clock = setInterval(() => dispatch({ type: 'tick' }), INFINITE_LOOP_CHECK_MS);

  return {
    get state() {
      return state;
    },
    send(input) {
      dispatch(input.type === 'view' ? { ...input, now: now() } : input);
    },
    dispose() {
      disposed = true;
      clearInterval(clock);
    },
  };
}
