// Structured data against Google's rich-result rules: every page's JSON-LD through Adobe's
// structured-data validator (its Google checks: what a Product, Offer, BreadcrumbList … must carry
// to be shown richly). The schema.org vocabulary check of that validator is left off: it needs the
// whole vocabulary fetched at run time, and json-ld-check.ts already checks the site's own types.
// Errors fail the check; warnings (recommended fields the content has no value for) are counted.
import Validator from '@adobe/structured-data-validator';
import type { SiteScan } from './site-scan.ts';
import type { CheckResult, Finding } from './types.ts';

type Node = Record<string, unknown>;

/** The validator's input: top-level nodes by type, as its companion extractor groups them. */
export function groupByType(blocks: readonly unknown[]): Record<string, Node[]> {
  const byType: Record<string, Node[]> = {};
  for (const block of blocks) {
    const graph = (block as Node)?.['@graph'];
    const nodes = Array.isArray(graph) ? graph : Array.isArray(block) ? block : [block];
    for (const node of nodes as Node[]) {
      const type = node?.['@type'];
      const name = Array.isArray(type) ? String(type[0]) : String(type);
      byType[name] = [...(byType[name] ?? []), node];
    }
  }
  return byType;
}

export interface RuleIssue {
  severity: 'ERROR' | 'WARNING';
  message: string;
  /** `Product.offers`: where in the data. */
  at: string;
}

/** Google's rules over the parsed JSON-LD blocks of one page. */
export async function googleIssues(blocks: readonly unknown[]): Promise<RuleIssue[]> {
  const issues = await new Validator().validate({ jsonld: groupByType(blocks) });
  return issues.map((issue) => ({
    severity: issue.severity,
    message: issue.issueMessage,
    at: [issue.rootType, ...(issue.fieldNames?.length ? [issue.fieldNames.join('|')] : [])].join('.'),
  }));
}

export async function checkGoogleRules(site: SiteScan): Promise<CheckResult> {
  const started = performance.now();
  const findings: Finding[] = [];
  const warnings = new Map<string, number>();
  let withData = 0;
  for (const [file, page] of site.pages) {
    const blocks = page.seo.jsonLd.flatMap(({ text }) => {
      try {
        return [JSON.parse(text) as unknown];
      } catch {
        return []; // json-ld-check.ts reports it
      }
    });
    if (blocks.length === 0) continue;
    withData++;
    const line = page.seo.jsonLd[0]?.line;
    for (const issue of await googleIssues(blocks)) {
      if (issue.severity === 'ERROR') {
        findings.push({
          file,
          ...(line ? { line } : {}),
          message: `${issue.at}: ${issue.message}`,
          rule: 'google',
        });
      } else {
        const key = `${issue.at}: ${issue.message}`;
        warnings.set(key, (warnings.get(key) ?? 0) + 1);
      }
    }
  }
  const notes = [`${withData} of ${site.pages.size} pages carry structured data`];
  for (const [warning, count] of [...warnings].sort((a, b) => b[1] - a[1])) {
    notes.push(`warning on ${count} pages: ${warning}`);
  }
  return {
    name: "structured data (Google's rules)",
    checked: withData,
    findings,
    notes,
    ms: performance.now() - started,
  };
}
