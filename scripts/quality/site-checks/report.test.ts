import { describe, expect, it } from 'vitest';
import { formatReport } from './report.ts';
import type { Finding } from './types.ts';

describe('formatReport', () => {
  it('prints passing checks with their notes and a passing summary', () => {
    const text = formatReport(
      [{ name: 'links', checked: 3, findings: [], notes: ['9 references'], ms: 120 }],
      500,
    );
    expect(text).toBe(
      '✓ links: 3 files checked, 0 problems (0.12 s)\n    9 references\n\nsite checks passed in 0.50 s',
    );
  });

  it('groups a problem repeated on many pages and says how many more', () => {
    const findings: Finding[] = Array.from({ length: 7 }, (_, i) => ({
      file: `p${i}/index.html`,
      line: 3,
      message: 'a[href] "/x/": broken',
      rule: 'broken',
    }));
    findings.push({ file: 'data.json', message: 'odd', rule: 'other' });
    findings.push({ file: 'a/index.html', line: 33, column: 120, message: 'once', rule: 'x' });
    const text = formatReport([{ name: 'links', checked: 8, findings, notes: [], ms: 0 }], 0);
    expect(text).toContain('✗ links: 8 files checked, 9 problems');
    expect(text).toContain('  a/index.html:33:120  once  [x]');
    expect(text).toContain('  a[href] "/x/": broken  [broken]  ×7\n      p0/index.html:3, p1/index.html:3');
    expect(text).toContain('p4/index.html:3, and 2 more');
    expect(text).toContain('  data.json  odd  [other]');
    expect(text).toContain('site checks FAILED: 9 problems');
  });
});
