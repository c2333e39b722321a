import { describe, expect, it } from 'vitest';
import { scopedClassNames } from './css-class-names.ts';

const root = '/repo';

describe('scopedClassNames', () => {
  it('gives short names in a build and readable ones elsewhere, from the same hash', () => {
    const short = scopedClassNames(root, () => false)('header', '/repo/src/app/layout.module.css');
    const readable = scopedClassNames(root, () => true)('header', '/repo/src/app/layout.module.css');
    expect(short).toMatch(/^_[\w-]{5}$/);
    expect(readable).toBe(`header${short}`);
  });

  it('depends on the path from the root and the class, not on where the clone is or the query', () => {
    const here = scopedClassNames('/repo', () => false);
    const there = scopedClassNames('/elsewhere/clone', () => false);
    expect(here('stage', '/repo/src/a.module.css?used')).toBe(
      there('stage', '/elsewhere/clone/src/a.module.css'),
    );
    expect(here('stage', '/repo/src/a.module.css')).not.toBe(here('stage', '/repo/src/b.module.css'));
    expect(here('stage', '/repo/src/a.module.css')).not.toBe(here('main', '/repo/src/a.module.css'));
  });

  it('stops on two classes with the same short name', () => {
    // One character of hash: 64 names, so 100 classes must clash.
    const names = scopedClassNames(root, () => false, 1);
    expect(names('a', '/repo/x.module.css')).toBe(names('a', '/repo/x.module.css'));
    expect(() => {
      for (let i = 0; i < 100; i++) names(`class${i}`, '/repo/x.module.css');
    }).toThrow(/^CSS module classes x\.module\.css \.\w+ and x\.module\.css \.class\d+ both hash to _/);
  });
});
