// `npm run content:check`: loads the content from the configured source, validates it and prints
// the documents per type and every problem. Exits 1 when there is an error.

import { type AssetFolders, localAssetFolders } from '../../prerender/content/asset-files.ts';
import { ContentError, formatProblem, loadSnapshot, type Problem } from '../../prerender/content/snapshot.ts';
import { createContentSource, REPO_ROOT } from '../../prerender/content/source.ts';

export function countsTable(counts: Readonly<Record<string, number>>): string {
  const rows = Object.entries(counts).sort(([a], [b]) => a.localeCompare(b));
  const width = Math.max(4, ...rows.map(([type]) => type.length));
  const total = rows.reduce((sum, [, count]) => sum + count, 0);
  const line = (type: string, count: string) => `  ${type.padEnd(width)}  ${count.padStart(9)}`;
  const number = (count: number) => count.toLocaleString('en-GB');
  return [
    line('type', 'documents'),
    ...rows.map(([type, count]) => line(type, number(count))),
    line('total', number(total)),
  ].join('\n');
}

export function problemsReport(problems: readonly Problem[]): string {
  const errors = problems.filter((problem) => problem.severity === 'error');
  const warnings = problems.filter((problem) => problem.severity === 'warning');
  const lines = [
    ...errors.map((problem) => `  error   ${formatProblem(problem)}`),
    ...warnings.map((problem) => `  warning ${formatProblem(problem)}`),
  ];
  const summary = `${errors.length} ${errors.length === 1 ? 'error' : 'errors'}, ${warnings.length} ${warnings.length === 1 ? 'warning' : 'warnings'}`;
  return [...lines, summary].join('\n');
}

export interface CheckOptions {
  /** The export's asset folders; by default the repository's, for content from an export. */
  assetFolders?: AssetFolders;
}

export async function main(
  env: Readonly<Record<string, string | undefined>> = process.env,
  options: CheckOptions = {},
): Promise<number> {
  const source = createContentSource(env);
  console.log(source.describe());
  try {
    // Content from an export brings its files; a live project's are on its CDN.
    const assetFolders = env.SANITY_PROJECT_ID?.trim()
      ? undefined
      : (options.assetFolders ?? localAssetFolders(REPO_ROOT));
    const { snapshot, problems } = await loadSnapshot(source, { assetFolders });
    console.log(countsTable(snapshot.counts));
    console.log(problemsReport(problems));
    return problems.some((problem) => problem.severity === 'error') ? 1 : 0;
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.log(problemsReport(error.problems));
    return 1;
  }
}

if (import.meta.main) {
  try {
    process.exitCode = await main();
  } catch (error) {
    // A missing file or an unreachable project: the message says what to fix, a stack would not.
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
