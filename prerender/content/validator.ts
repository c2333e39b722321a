// Validates projected documents one by one against their zod schemas. A document that fails is
// left out, with its problems; droppable issues (issues.ts) become warnings and a smaller
// document. Each problem names the document that must be edited: an issue inside a referenced
// document that the projection inlined (a carousel slide, a category) names that document.
import type { z } from 'zod';
import { BLOCK_TYPES, type Page, pageSchema } from '../../src/content/schemas/index.ts';
import { dropKindOf, issueMessage } from '../../src/content/schemas/issues.ts';
import { applyDrops } from './drops.ts';
import { fieldName, type Problem, rootField } from './problems.ts';

const knownBlocks: ReadonlySet<string> = new Set(BLOCK_TYPES);
/** Rounds of dropping: a drop can reveal an issue inside what it kept (a mark once its span parses). */
const MAX_DROP_ROUNDS = 4;
const UNKNOWN_DOCUMENT = '(unknown document)';

function get(value: unknown, key: PropertyKey): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}

function idOf(value: unknown): string | undefined {
  const id = get(value, 'id');
  return typeof id === 'string' ? id : undefined;
}

type Remap = (path: readonly PropertyKey[]) => PropertyKey[];

/** Fields already explained by a problem: a field (`rootField`) of a document, or all of it (`*`). */
export interface Covered {
  documentId: string;
  field: string;
}

export class Validator {
  readonly problems: Problem[] = [];
  private readonly covered = new Map<string, Set<string>>();
  private readonly seen = new Set<string>();

  /** `stored`: the problems of the stored checks; `covered`: fields they explain without a problem. */
  constructor(stored: readonly Problem[], covered: readonly Covered[] = []) {
    for (const problem of stored) {
      this.add(problem);
      // A warning explains no failure: the projection's own errors still count.
      if (problem.severity === 'warning') continue;
      // A document of an unknown type explains everything about it; a missing slug, its path too.
      if (problem.field === '_type') this.cover(problem.documentId, '*');
      this.cover(problem.documentId, rootField(problem.field));
      if (problem.field === 'slug') this.cover(problem.documentId, 'path');
    }
    for (const { documentId, field } of covered) this.cover(documentId, rootField(field));
  }

  private cover(documentId: string, field: string) {
    const fields = this.covered.get(documentId) ?? new Set<string>();
    fields.add(field);
    this.covered.set(documentId, fields);
  }

  private isCovered(problem: Problem): boolean {
    const fields = this.covered.get(problem.documentId);
    return !!fields && (fields.has('*') || fields.has(rootField(problem.field)));
  }

  /** Adds a problem once: a slide shown by two pages has its fault reported once. */
  private add(problem: Problem) {
    const key = `${problem.severity} ${problem.documentId} ${problem.field} ${problem.message}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.problems.push(problem);
  }

  /** The problem of an issue, named by the innermost inlined document on its path. */
  private problemOf(value: unknown, issue: z.core.$ZodIssue, severity: Problem['severity'], remap?: Remap) {
    let documentId = idOf(value) ?? UNKNOWN_DOCUMENT;
    let path: readonly PropertyKey[] = remap ? remap(issue.path) : issue.path;
    let node = value;
    issue.path.forEach((key, index) => {
      node = get(node, key);
      const id = idOf(node);
      // An inlined document carries its own id (and a slide or post card, its own fields).
      if (id !== undefined && index < issue.path.length - 1) {
        documentId = id;
        path = issue.path.slice(index + 1);
      }
    });
    return { severity, documentId, field: fieldName(path), message: issueMessage(issue) };
  }

  parse<T extends z.ZodType>(schema: T, value: unknown, remap?: Remap): z.output<T> | undefined {
    let current = value;
    const warnings: Problem[] = [];
    for (let round = 0; round < MAX_DROP_ROUNDS; round += 1) {
      const result = schema.safeParse(current, { reportInput: true });
      if (result.success) {
        for (const warning of warnings) this.add(warning);
        return result.data;
      }
      const drops = result.error.issues.filter((issue) => dropKindOf(issue) !== undefined);
      warnings.push(...drops.map((issue) => this.problemOf(current, issue, 'warning', remap)));
      if (drops.length === result.error.issues.length) {
        current = applyDrops(current, drops);
        continue;
      }
      const errors = result.error.issues
        .filter((issue) => dropKindOf(issue) === undefined)
        .map((issue) => this.problemOf(current, issue, 'error', remap))
        // The stored checks said it better; the projection's nulls would repeat them.
        .filter((problem) => !this.isCovered(problem));
      for (const problem of [...errors, ...warnings]) this.add(problem);
      return undefined;
    }
    for (const warning of warnings) this.add(warning);
    return undefined;
  }

  list<T extends z.ZodType>(schema: T, values: unknown): z.output<T>[] {
    return (Array.isArray(values) ? values : []).flatMap((value) => {
      const parsed = this.parse(schema, value);
      return parsed === undefined ? [] : [parsed];
    });
  }

  /** Pages: a block of an unknown `_type` is dropped with a warning, never a crash. */
  pages(values: unknown): Page[] {
    return (Array.isArray(values) ? values : []).flatMap((value: unknown) => {
      const content = get(value, 'content');
      if (typeof value !== 'object' || value === null || !Array.isArray(content)) {
        const parsed = this.parse(pageSchema, value);
        return parsed ? [parsed] : [];
      }
      const kept: number[] = [];
      content.forEach((block: unknown, index) => {
        const type = get(block, '_type');
        if (typeof type === 'string' && knownBlocks.has(type)) kept.push(index);
        else {
          this.add({
            severity: 'warning',
            documentId: idOf(value) ?? UNKNOWN_DOCUMENT,
            field: `content[${index}]`,
            message: `unknown block type "${String(type)}": the block is left out (expected one of ${BLOCK_TYPES.join(', ')})`,
          });
        }
      });
      const page = { ...value, content: kept.map((index) => content[index]) };
      // Issue paths count the kept blocks; name the stored index instead.
      const remap: Remap = (path) =>
        path[0] === 'content' && typeof path[1] === 'number'
          ? ['content', kept[path[1]] ?? path[1], ...path.slice(2)]
          : [...path];
      const parsed = this.parse(pageSchema, page, remap);
      return parsed ? [parsed] : [];
    });
  }

  singleton<T extends z.ZodType>(schema: T, id: string, value: unknown): z.output<T> | undefined {
    if (value === null || value === undefined) {
      this.add({
        severity: 'error',
        documentId: id,
        field: '_id',
        message: `missing the ${id} document: expected one document with _id "${id}"`,
      });
      return undefined;
    }
    return this.parse(schema, value);
  }
}
