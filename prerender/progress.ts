// Progress of a long stage (images, pages): done of total, rate and time left. On a terminal one
// line is rewritten in place; in a log (CI, a file) a line every few seconds, so a slow first build
// never looks stuck (a cold image cache takes minutes on two cores).

export interface Progress {
  /** `done` items of the total are finished. */
  update(done: number): void;
  /** Clears the terminal line; the stage's own summary line follows. */
  end(): void;
}

export interface ProgressOptions {
  /** Rewrite one line in place (a terminal) rather than print a line every `everyMs`. */
  tty?: boolean;
  /** Milliseconds between lines in a log. */
  everyMs?: number;
  now?: () => number;
  /** Where a terminal line goes. */
  write?: (text: string) => void;
}

const LOG_EVERY_MS = 5000;
const TTY_EVERY_MS = 200;

function clock(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** "images 1,234 of 2,332 (53 %), 18/s, 1:01 left": the rate and time left once there is one. */
export function progressLine(label: string, done: number, total: number, elapsedMs: number): string {
  const count = `${label} ${done.toLocaleString('en-GB')} of ${total.toLocaleString('en-GB')}`;
  const share = total > 0 ? Math.floor((done / total) * 100) : 100;
  if (done === 0 || elapsedMs <= 0) return `${count} (${share} %)`;
  const rate = (done / elapsedMs) * 1000;
  const left = ((total - done) / rate) * 1000;
  const perSecond = rate >= 10 ? Math.round(rate).toLocaleString('en-GB') : rate.toFixed(1);
  return `${count} (${share} %), ${perSecond}/s, ${clock(left)} left`;
}

export function progress(
  label: string,
  total: number,
  log: (line: string) => void,
  options: ProgressOptions = {},
): Progress {
  const now = options.now ?? (() => performance.now());
  const tty = options.tty ?? process.stdout.isTTY === true;
  const write = options.write ?? ((text: string) => process.stdout.write(text));
  const every = options.everyMs ?? (tty ? TTY_EVERY_MS : LOG_EVERY_MS);
  const started = now();
  let last = started;
  let shown = false;
  return {
    update(done) {
      const at = now();
      if (done >= total || at - last < every) return;
      last = at;
      const line = `  ${progressLine(label, done, total, at - started)}`;
      if (tty) {
        write(`\r${line}\x1b[K`);
        shown = true;
      } else {
        log(line);
      }
    },
    end() {
      if (shown) write('\r\x1b[K');
      shown = false;
    },
  };
}
