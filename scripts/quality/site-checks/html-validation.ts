// Check 5, HTML validity: html-validate with the project's `.htmlvalidate.json` (the standard
// preset plus the rules docs/quality.md justifies) over every page, in worker threads. The
// validator costs tens of milliseconds per page, most of it fixed per document, so pages are
// spread over one worker per core.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { type ConfigData, FileSystemConfigLoader, HtmlValidate, type ResolvedConfig } from 'html-validate';
import type { CheckResult, Finding } from './types.ts';

/**
 * Resolves the configuration once. The stock loader merges and resolves it again for every
 * document, which costs more than validating a small page; all pages of a site share one config.
 */
class OnceConfigLoader extends FileSystemConfigLoader {
  #resolved: ResolvedConfig | Promise<ResolvedConfig> | undefined;
  override getConfigFor(filename: string, configOverride?: ConfigData) {
    if (configOverride) return super.getConfigFor(filename, configOverride);
    this.#resolved ??= super.getConfigFor(filename);
    return this.#resolved;
  }
}

export function createValidator(config: ConfigData): HtmlValidate {
  return new HtmlValidate(new OnceConfigLoader(config));
}

const JSON_SCRIPT = /(<script\b[^>]*\btype="application\/json"[^>]*>)([\s\S]*?)(<\/script>)/g;

/**
 * The page without the text of its JSON scripts (the hydration data: half of a page's bytes).
 * The validator treats script text as opaque anyway; the build-hash check parses it. Newlines are
 * kept so reported lines stay right.
 */
export function withoutJsonText(html: string): string {
  return html.replace(JSON_SCRIPT, (_, open: string, text: string, close: string) => {
    return `${open}${text.replace(/[^\n]/g, '')}${close}`;
  });
}

/** Validates `files` (relative to `dir`) one after the other; errors only, warnings are noise here. */
export async function validateFiles(validator: HtmlValidate, dir: string, files: string[]) {
  const findings: Finding[] = [];
  for (const file of files) {
    const path = join(dir, file);
    const report = await validator.validateString(withoutJsonText(readFileSync(path, 'utf8')), path);
    for (const result of report.results) {
      for (const message of result.messages) {
        if (message.severity < 2) continue;
        findings.push({
          file,
          line: message.line,
          column: message.column,
          message: message.selector ? `${message.message} (at ${message.selector})` : message.message,
          rule: message.ruleId,
        });
      }
    }
  }
  return findings;
}

export interface HtmlValidationOptions {
  /** The html-validate configuration (the parsed `.htmlvalidate.json`). */
  config: ConfigData;
  /** Worker threads; 0 or 1 validates in this thread. Default: one per core, at most one per 20 pages. */
  workers?: number;
  /** Sampling note for the report, when not every page is validated. */
  sampled?: string;
}

interface WorkerReply {
  findings?: Finding[];
  error?: string;
}

function runWorker(dir: string, files: string[], config: ConfigData): Promise<Finding[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./html-validation-worker.ts', import.meta.url), {
      workerData: { dir, files, config },
    });
    worker.once('message', (reply: WorkerReply) => {
      if (reply.error) reject(new Error(reply.error));
      else resolve(reply.findings ?? []);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`html-validate worker stopped with exit code ${code}`));
    });
  });
}

export async function checkHtmlValidity(
  dir: string,
  files: readonly string[],
  options: HtmlValidationOptions,
): Promise<CheckResult> {
  const started = performance.now();
  // By default no worker gets fewer than ~20 pages: starting one costs about as much as 20 pages.
  const workers =
    options.workers === undefined
      ? Math.min(availableParallelism(), Math.floor(files.length / 20))
      : Math.min(options.workers, files.length);
  let findings: Finding[];
  if (workers <= 1) {
    findings = await validateFiles(createValidator(options.config), dir, [...files]);
  } else {
    // Interleaved, so each worker gets a share of every template (pages of one template are alike).
    const shares = Array.from({ length: workers }, (_, w) => files.filter((_, i) => i % workers === w));
    findings = (await Promise.all(shares.map((share) => runWorker(dir, share, options.config)))).flat();
    findings.sort(
      (a, b) =>
        a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0),
    );
  }
  const rules = new Map<string, number>();
  for (const finding of findings) rules.set(finding.rule ?? '?', (rules.get(finding.rule ?? '?') ?? 0) + 1);
  const notes = [
    `${files.length} HTML files${options.sampled ? ` (${options.sampled})` : ''}, ` +
      `${workers > 1 ? `${workers} worker threads` : 'one thread'}`,
  ];
  if (rules.size > 0) {
    notes.push(`by rule: ${[...rules].map(([rule, count]) => `${rule} ×${count}`).join(', ')}`);
  }
  return { name: 'html-validate', checked: files.length, findings, notes, ms: performance.now() - started };
}
