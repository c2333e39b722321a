import { Launcher } from 'chrome-launcher';
import { describe, expect, it } from 'vitest';
import { launcherFlags } from './chrome-flags.ts';

describe('launcherFlags', () => {
  it('keeps every default but RenderDocument in the disabled features', () => {
    expect(
      launcherFlags(['--mute-audio', '--disable-features=Translate,RenderDocument,MediaRouter']),
    ).toEqual(['--mute-audio', '--disable-features=Translate,MediaRouter']);
  });

  it('drops the switch when RenderDocument was all it disabled', () => {
    expect(launcherFlags(['--disable-features=RenderDocument', '--no-first-run'])).toEqual([
      '--no-first-run',
    ]);
  });

  it('applies to the chrome-launcher installed', () => {
    const defaults = Launcher.defaultFlags();
    const flags = launcherFlags();
    expect(flags.join(' ')).not.toContain('RenderDocument');
    // Nothing else is lost: every other default is still there.
    expect(flags.length).toBe(defaults.length);
    expect(flags.filter((f) => !f.startsWith('--disable-features='))).toEqual(
      defaults.filter((f) => !f.startsWith('--disable-features=')),
    );
  });
});
