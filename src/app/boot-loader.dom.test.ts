// @vitest-environment happy-dom
// The inline script's part that adds boot: evaluated as the browser would, outside any module.
// That it waits for the largest paint is checked in Chromium (test/e2e/runtime-loading.spec.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOT_MODULE_META } from '../lib/page-contract.ts';
import { bootLoaderScript } from './boot-loader.ts';

const bootScripts = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((s) =>
    s.getAttribute('src'),
  );

beforeEach(() => {
  // The added script is not fetched here: happy-dom loads no files, and reports a success.
  (
    window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }
  ).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
  vi.useFakeTimers();
  document.head.innerHTML = `<meta name="${BOOT_MODULE_META}" content="/assets/js/index.abc.js">`;
  document.body.innerHTML = '<button type="button">Menu</button>';
});

afterEach(() => {
  vi.useRealTimers();
});

describe('bootLoaderScript', () => {
  it('adds boot, once, at the first interaction, and leaves it out until then', () => {
    new Function(bootLoaderScript())();
    vi.advanceTimersByTime(2000);
    expect(bootScripts()).toEqual([]);
    document.querySelector('button')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(bootScripts()).toEqual(['/assets/js/index.abc.js']);
    const added = document.querySelector<HTMLScriptElement>('script[type="module"]');
    expect(added?.crossOrigin).toBe('');
    document.querySelector('button')?.dispatchEvent(new Event('keydown', { bubbles: true }));
    vi.advanceTimersByTime(5000);
    expect(bootScripts()).toHaveLength(1);
  });

  it('adds boot 2.5 s after the page at the latest', () => {
    new Function(bootLoaderScript())();
    vi.advanceTimersByTime(2499);
    expect(bootScripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(bootScripts()).toEqual(['/assets/js/index.abc.js']);
  });
});
