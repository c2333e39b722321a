// Validation issues: their messages for people, and the issues the snapshot resolves by leaving a
// part of a document out, with a warning, instead of stopping the build: a mark, annotation or
// item of Portable Text the site does not know (an editor adding a custom one in the CMS must not
// block every publish), or an unsafe link.
import { z } from 'zod';

/**
 * What to leave out, at the issue's path: `element` the array element, `value` the issue's input
 * from the array, `property` the property, `annotation` a markDefs entry and the marks using it.
 */
export type DropKind = 'element' | 'value' | 'property' | 'annotation';

export interface DropParams {
  drop: DropKind;
}

/** A custom issue the snapshot turns into a warning and a smaller document. */
export function dropIssue(drop: DropKind, input: unknown, path: PropertyKey[], message: string) {
  return { code: 'custom' as const, input, path, message, params: { drop } satisfies DropParams };
}

export function dropKindOf(issue: z.core.$ZodIssue): DropKind | undefined {
  if (issue.code !== 'custom') return undefined;
  const drop: unknown = issue.params?.drop;
  return drop === 'element' || drop === 'value' || drop === 'property' || drop === 'annotation'
    ? drop
    : undefined;
}

/** An issue's message for people: what was expected, and for a wrong value or format what came. */
export function issueMessage(issue: z.core.$ZodIssue): string {
  const message = issue.message.replace(/^Invalid (?:input|option): /, '');
  // Wrong types already say what they got ("received null").
  if ((issue.code === 'invalid_value' || issue.code === 'invalid_format') && issue.input !== undefined) {
    return `${message}, got ${JSON.stringify(issue.input)?.slice(0, 80)}`;
  }
  return message;
}

function typeOf(value: unknown): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, '_type') : undefined;
}

/**
 * `schema` for a value whose `_type` is one of `types`; a value of another `_type` is a droppable
 * issue (`what` names it in the message). A transform, so the unknown value never reaches `schema`.
 */
export function knownTypeOr<T extends z.ZodType>(
  types: readonly string[],
  schema: T,
  what: string,
  drop: DropKind = 'element',
) {
  return z.unknown().transform((value, ctx): z.output<T> => {
    const type = typeOf(value);
    if (typeof type === 'string' && !types.includes(type)) {
      ctx.issues.push(
        dropIssue(drop, type, [], `unknown ${what} "${type}": left out (expected ${types.join(' or ')})`),
      );
      return z.NEVER;
    }
    const result = schema.safeParse(value, { reportInput: true });
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      // Passed on as custom issues: the message is final, and a drop keeps its params.
      ctx.issues.push({
        code: 'custom',
        path: issue.path,
        input: issue.input,
        message: issueMessage(issue),
        params: issue.code === 'custom' ? issue.params : undefined,
      });
    }
    return z.NEVER;
  });
}
