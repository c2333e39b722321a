// Class names of CSS modules (vite.config.ts). Every page's HTML and the one stylesheet carry
// them, so the built site uses short ones: `_` and five characters of a hash of the file and the
// class. That took the stylesheet from 13.5 to 12.3 KB brotli, under the 14.6 KB a server sends
// in its first round trip, and 0.3-0.4 KB off each page (docs/design.md "Class names"). Dev and
// tests keep readable ones, `header_Tv17b`, so a class in DevTools names its rule.
import { createHash } from 'node:crypto';
import { relative } from 'node:path';

export type ScopedName = (name: string, filename: string) => string;

/**
 * Makes the naming function of one build. `readable` picks `name_hash` over `_hash`. Hashes are of
 * the path from `root`, so a clone anywhere builds the same names; a clash of two short names,
 * about one build in 50,000 at 400 classes, stops the build rather than merging two rules.
 */
export function scopedClassNames(root: string, readable: () => boolean, hashLength = 5): ScopedName {
  const owners = new Map<string, string>();
  return (name, filename) => {
    const file = relative(root, filename.replace(/\?.*$/, '')).replaceAll('\\', '/');
    const hash = createHash('sha256').update(`${file}\0${name}`).digest('base64url').slice(0, hashLength);
    if (readable()) return `${name}_${hash}`;
    const short = `_${hash}`;
    const owner = `${file} .${name}`;
    const taken = owners.get(short);
    if (taken !== undefined && taken !== owner) {
      throw new Error(`CSS module classes ${taken} and ${owner} both hash to ${short}: rename one of them.`);
    }
    owners.set(short, owner);
    return short;
  };
}
