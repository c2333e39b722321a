// Applies the droppable issues of a failed parse (src/content/schemas/issues.ts) to a copy of the
// value: the unknown mark, annotation, style or item and the unsafe link are left out, and the
// value is parsed again.
import type { z } from 'zod';
import { dropKindOf } from '../../src/content/schemas/issues.ts';

function child(value: unknown, key: PropertyKey): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}

function at(value: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce(child, value);
}

/** A copy of `value` without what the issues name; the issues must all be droppable. */
export function applyDrops(value: unknown, issues: readonly z.core.$ZodIssue[]): unknown {
  const copy = structuredClone(value);
  // Elements are marked first and removed together, so one removal cannot shift another's index.
  const doomed = new Set<unknown>();
  const arrays = new Set<unknown[]>();
  for (const issue of issues) {
    const path = issue.path;
    const last = path.at(-1);
    const parent = at(copy, path.slice(0, -1));
    switch (dropKindOf(issue)) {
      case 'value': {
        const list = at(copy, path);
        if (Array.isArray(list)) list.splice(list.indexOf(issue.input), 1);
        break;
      }
      case 'property':
        if (typeof parent === 'object' && parent !== null && last !== undefined)
          Reflect.deleteProperty(parent, last);
        break;
      case 'annotation': {
        // The marks naming the annotation go with it: the text stays, unlinked.
        const key = child(at(copy, path), '_key');
        const spans = child(at(copy, path.slice(0, -2)), 'children');
        if (Array.isArray(spans)) {
          for (const span of spans) {
            const marks = child(span, 'marks');
            if (Array.isArray(marks))
              Reflect.set(
                span,
                'marks',
                marks.filter((mark) => mark !== key),
              );
          }
        }
        if (Array.isArray(parent)) {
          doomed.add(parent[Number(last)]);
          arrays.add(parent);
        }
        break;
      }
      case 'element':
        if (Array.isArray(parent)) {
          doomed.add(parent[Number(last)]);
          arrays.add(parent);
        }
        break;
      default:
        throw new Error(`not a droppable issue at ${path.join('.')}: ${issue.message}`);
    }
  }
  for (const list of arrays) {
    const kept = list.filter((item) => !doomed.has(item));
    list.splice(0, list.length, ...kept);
  }
  return copy;
}
