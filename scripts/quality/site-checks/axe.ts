// The accessibility check of the end-to-end specs (test/e2e/a11y.spec.ts): axe-core in the real
// browser, against the WCAG 2.2 AA rules, reported as one line per failing element. Kept here, out
// of the spec, so a unit test can prove it finds violations on a page that has them.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA (issue 9 §1). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeViolation {
  rule: string;
  impact: string;
  help: string;
  /** CSS selectors of the failing elements. */
  targets: string[];
}

export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
  }));
}

/** One line per element, so a failing test names what to fix. */
export function formatViolations(violations: readonly AxeViolation[]): string[] {
  return violations.flatMap((v) =>
    v.targets.map((target) => `${v.rule} (${v.impact}): ${v.help} — ${target}`),
  );
}
