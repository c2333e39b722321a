// The inline scripts the build writes into pages (today one: the early-events holder,
// src/app/early-events.ts), minified once per build, and the Content-Security-Policy that allows
// exactly them by their hashes: public/_headers holds the policy, the build adds the hashes.
import { createHash } from 'node:crypto';
import { minifySync } from 'rolldown/experimental';

/** The script as pages carry it: minified, since every page's head repeats it. */
export function minifyScript(script: string): string {
  const { code, errors } = minifySync('inline.js', script, { compress: true, mangle: true });
  if (errors.length > 0) throw new Error(`An inline script does not parse: ${errors[0]?.message}`);
  return code.trim();
}

/** The CSP source that allows exactly this inline script: `'sha256-…'`. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/**
 * `_headers` with `sources` added to every Content-Security-Policy's script-src. A policy without
 * script-src, or a file without a policy, is an error: the pages' inline scripts would be refused.
 */
export function addScriptSources(headersFile: string, sources: readonly string[]): string {
  if (sources.length === 0) return headersFile;
  let found = false;
  const text = headersFile.replace(
    /^(\s+Content-Security-Policy:.*\bscript-src\b)([^;\n]*)/gim,
    (_, head: string, list: string) => {
      found = true;
      return `${head}${list} ${sources.join(' ')}`;
    },
  );
  if (!found)
    throw new Error(
      '_headers has no Content-Security-Policy with a script-src to add the inline scripts’ hashes to.',
    );
  return text;
}
