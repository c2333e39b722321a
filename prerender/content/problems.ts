// Problems found in the content, each naming the document, the field and what was expected, and
// the one error that stops a build listing all of them.

export interface Problem {
  severity: 'error' | 'warning';
  documentId: string;
  field: string;
  message: string;
}

export function formatProblem(problem: Problem): string {
  return `${problem.documentId} ${problem.field}: ${problem.message}`;
}

/** Thrown when the content cannot be built; `problems` holds every problem found. */
export class ContentError extends Error {
  readonly problems: readonly Problem[];

  constructor(problems: readonly Problem[]) {
    const errors = problems.filter((problem) => problem.severity === 'error');
    super(
      `content: ${errors.length} ${errors.length === 1 ? 'error' : 'errors'} in the content:\n` +
        errors.map((problem) => `  ${formatProblem(problem)}`).join('\n'),
    );
    this.name = 'ContentError';
    this.problems = problems;
  }
}

/** Throws one ContentError listing every error; warnings pass. */
export function assertNoErrors(problems: readonly Problem[]): void {
  if (problems.some((problem) => problem.severity === 'error')) throw new ContentError(problems);
}

/** `['content', 3, 'slides', 0, 'title']` → `content[3].slides[0].title`. */
export function fieldName(path: readonly PropertyKey[]): string {
  let name = '';
  for (const segment of path) {
    if (typeof segment === 'number') name += `[${segment}]`;
    else name += name === '' ? String(segment) : `.${String(segment)}`;
  }
  return name === '' ? '(document)' : name;
}

/** The top-level field a problem sits in: `content[3].slides[0]` → `content[3]`. */
export function rootField(field: string): string {
  return /^[^.[]*(?:\[\d+\])?/.exec(field)?.[0] ?? field;
}

export function byImportance(a: Problem, b: Problem): number {
  if (a.severity !== b.severity) return a.severity === 'error' ? -1 : 1;
  return a.documentId.localeCompare(b.documentId) || a.field.localeCompare(b.field);
}
