// The readable report of scripts/quality/check-site.ts: per check what was looked at, then its problems,
// grouped when one mistake repeats on many pages (a broken footer link shows once, with a count).
import type { CheckResult, Finding } from './types.ts';

/** Locations printed per repeated problem before "and N more". */
const LOCATIONS_SHOWN = 5;

function where(finding: Finding): string {
  if (finding.line !== undefined) {
    return `${finding.file}:${finding.line}${finding.column === undefined ? '' : `:${finding.column}`}`;
  }
  if (finding.pointer !== undefined) return `${finding.file} (${finding.pointer})`;
  return finding.file;
}

export function formatResult(result: CheckResult): string[] {
  const ok = result.findings.length === 0;
  const lines = [
    `${ok ? '✓' : '✗'} ${result.name}: ${result.checked.toLocaleString('en-GB')} files checked, ` +
      `${result.findings.length.toLocaleString('en-GB')} problem${result.findings.length === 1 ? '' : 's'} ` +
      `(${(result.ms / 1000).toFixed(2)} s)`,
    ...result.notes.map((note) => `    ${note}`),
  ];
  const groups = new Map<string, Finding[]>();
  for (const finding of result.findings) {
    const key = `${finding.message}${finding.rule ? `  [${finding.rule}]` : ''}`;
    const group = groups.get(key) ?? [];
    group.push(finding);
    groups.set(key, group);
  }
  for (const [message, findings] of groups) {
    if (findings.length === 1) {
      lines.push(`  ${where(findings[0] as Finding)}  ${message}`);
      continue;
    }
    lines.push(`  ${message}  ×${findings.length}`);
    const shown = findings.slice(0, LOCATIONS_SHOWN).map(where).join(', ');
    const more = findings.length - LOCATIONS_SHOWN;
    lines.push(`      ${shown}${more > 0 ? `, and ${more} more` : ''}`);
  }
  return lines;
}

export function formatReport(results: readonly CheckResult[], totalMs: number): string {
  const problems = results.reduce((sum, r) => sum + r.findings.length, 0);
  return [
    ...results.flatMap(formatResult),
    '',
    problems === 0
      ? `site checks passed in ${(totalMs / 1000).toFixed(2)} s`
      : `site checks FAILED: ${problems.toLocaleString('en-GB')} problems (${(totalMs / 1000).toFixed(2)} s)`,
  ].join('\n');
}
