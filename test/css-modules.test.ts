// Every class a component reads from a CSS module is defined in that module. The modules are typed
// as string maps, so `styles.nxet` compiles and renders `class="undefined"`; this reads the source
// instead, the way the build would resolve it.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../src');
const IMPORT = /^import (\w+) from '([^']+\.module\.css)';$/gm;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test(-helper)?\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The class names a stylesheet defines: every `.name` in a selector (not in a value or url). */
function classesOf(css: string): Set<string> {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const selectors = withoutComments.replace(/\{[^{}]*\}/g, '{}').replace(/\{[^{}]*\}/g, '{}');
  return new Set([...selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1] as string));
}

/** The names read from `alias` in `code`: `alias.name` and `alias['name']`. */
function classesUsed(code: string, alias: string): string[] {
  const dot = new RegExp(`\\b${alias}\\.([_a-zA-Z]\\w*)`, 'g');
  const bracket = new RegExp(`\\b${alias}\\[['\`"]([\\w-]+)['\`"]\\]`, 'g');
  return [...code.matchAll(dot), ...code.matchAll(bracket)].map((m) => m[1] as string);
}

describe('CSS module classes', () => {
  it('reads the names a stylesheet defines and the names code uses', () => {
    expect([
      ...classesOf('.a, .b:hover > .c-d { color: red } @media (x) { .e { background: url(x.png) } }'),
    ]).toEqual(['a', 'b', 'c-d', 'e']);
    expect(classesUsed("styles.a + styles['b-c'] + other.d", 'styles')).toEqual(['a', 'b-c']);
  });

  const files = sources(SRC);
  it.each(files.map((file) => [relative(SRC, file), file]))(
    '%s uses only classes its modules define',
    (_, file) => {
      const source = readFileSync(file, 'utf8');
      // Comments and import paths name files (`docs/offline.md`, `./button.module.css`), not classes.
      const code = source.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '').replace(IMPORT, '');
      const missing: string[] = [];
      for (const [, alias, path] of source.matchAll(IMPORT)) {
        const css = readFileSync(resolve(dirname(file), path as string), 'utf8');
        const defined = classesOf(css);
        for (const name of classesUsed(code, alias as string)) {
          if (!defined.has(name)) missing.push(`${alias}.${name} (${path})`);
        }
      }
      expect(missing).toEqual([]);
    },
  );
});

/** Every `.module.css` file under `dir`. */
function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modules(path);
    return entry.name.endsWith('.module.css') ? [path] : [];
  });
}

// `composes: x from global` adds the name `x` as it stands: a global class that no stylesheet
// defines would compose nothing, silently.
describe('classes composed from global', () => {
  const globals = classesOf(readFileSync(join(SRC, 'app/global-classes.css'), 'utf8'));

  it.each(modules(SRC).map((file) => [relative(SRC, file), file]))(
    '%s composes only classes global-classes.css defines',
    (_, file) => {
      const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      const composed = [...css.matchAll(/composes:\s*([^;]+?)\s+from\s+global\s*;/g)].flatMap((m) =>
        (m[1] as string).split(/\s+/),
      );
      expect(composed.filter((name) => !globals.has(name))).toEqual([]);
    },
  );
});
