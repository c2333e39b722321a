// Markdown tables that also read well in a terminal: columns padded to their widest cell.
// Used by the bench and Lighthouse reports.

export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  // Numbers (and ✓/✗ verdicts) read best right-aligned.
  const numeric = header.map(
    (_, i) => rows.length > 0 && rows.every((r) => /^[\d.,\s%×≤✓✗+-]*(KB|MB|ms|s)?$/.test(r[i] ?? '')),
  );
  const cell = (text: string, i: number) =>
    numeric[i] ? text.padStart(widths[i] as number) : text.padEnd(widths[i] as number);
  const line = (cells: readonly string[]) => `| ${cells.map((c, i) => cell(c, i)).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (numeric[i] ? `${'-'.repeat(w + 1)}:` : `${'-'.repeat(w + 2)}`)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const count = (n: number) => Math.round(n).toLocaleString('en-GB');
