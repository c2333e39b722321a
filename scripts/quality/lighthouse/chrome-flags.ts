// The Chromium command line for `npm run lighthouse`: chrome-launcher's defaults, which Lighthouse
// itself launches with, less one (docs/decisions/010-lighthouse-render-document.md).
import { Launcher } from 'chrome-launcher';

/**
 * chrome-launcher turns RenderDocument off, for old bugs of Lighthouse's own test suite. Chromium
 * ships with it on, and without it headless Chromium 156 holds a page's first frame for one or
 * two seconds after its layout is done: a stall no phone has, which Lighthouse's simulation then
 * scales up into FCP, LCP and Speed Index.
 */
const SWITCHED_BACK_ON = new Set(['RenderDocument']);

export function launcherFlags(defaults: readonly string[] = Launcher.defaultFlags()): string[] {
  const flags: string[] = [];
  for (const flag of defaults) {
    const disabled = /^--disable-features=(.*)$/.exec(flag);
    if (!disabled) {
      flags.push(flag);
      continue;
    }
    const features = (disabled[1] ?? '').split(',').filter((name) => name && !SWITCHED_BACK_ON.has(name));
    if (features.length > 0) flags.push(`--disable-features=${features.join(',')}`);
  }
  return flags;
}
