import { afterEach, vi } from 'vitest';

// A test that makes the code log an error has found a bug, unless it says it expects one
// (`vi.spyOn(console, 'error').mockImplementation(() => {})` in the test itself).
const calls: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  calls.push(args);
  original(...args);
};

afterEach(() => {
  vi.restoreAllMocks();
  if (calls.length > 0) {
    const first = calls.splice(0).map((a) => a.map(String).join(' '));
    throw new Error(`console.error was called during the test:\n${first.join('\n')}`);
  }
});
