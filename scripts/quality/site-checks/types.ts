// What every site check returns: problems people can act on (file and line), plus counts for the
// report. Checks never print; scripts/quality/check-site.ts formats the results.

export interface Finding {
  /** Path relative to the checked folder, with forward slashes (`product/x/index.html`). */
  file: string;
  /** 1-based line in `file`, when the problem has one. */
  line?: number;
  /** 1-based column: the prerendered app is one long line, so the line alone says little. */
  column?: number;
  /** Where inside a JSON file (`data.page.hero.image.src`), when the problem is in page data. */
  pointer?: string;
  message: string;
  /** The validator's rule or a short code, so a report can be grouped and grepped. */
  rule?: string;
}

export interface CheckResult {
  name: string;
  /** How many files the check looked at. */
  checked: number;
  findings: Finding[];
  /** Extra summary lines (counts, lists) worth printing even when nothing failed. */
  notes: string[];
  ms: number;
}

/** `folder/a\b` → `folder/a/b`: findings and maps use POSIX paths on every platform. */
export function toPosix(path: string): string {
  return path.replaceAll('\\', '/');
}
