/** A line of `_headers` or `_redirects` that was ignored, and why. */
export type FileProblem = { line: number; message: string };

export function formatProblems(fileName: string, problems: readonly FileProblem[]): string[] {
  return problems.map((problem) => `${fileName}:${problem.line}: ${problem.message}`);
}
