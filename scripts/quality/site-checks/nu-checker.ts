// The W3C Nu Html Checker (vnu-jar from npm, run on Java) over the built pages: the validator the
// W3C runs, which reads the HTML standard and ARIA in HTML more strictly than html-validate. Errors
// and warnings both fail the check: the site had none of either when the check came in.
import { execFile } from 'node:child_process';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import vnuJar from 'vnu-jar';
import type { CheckResult, Finding } from './types.ts';
import { toPosix } from './types.ts';

const run = promisify(execFile);
/** Files per Java start: a start costs about a second, a command line has a length limit. */
const BATCH = 400;

interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
}

/** The checker's JSON report as findings; info messages that are no warning are dropped. */
export function nuFindings(dir: string, json: string): Finding[] {
  const { messages } = JSON.parse(json) as { messages: NuMessage[] };
  return messages.flatMap((m) => {
    const warning = m.type === 'info' && m.subType === 'warning';
    if (m.type === 'info' && !warning) return [];
    const file = m.url ? toPosix(relative(dir, decodeURIComponent(new URL(m.url).pathname))) : '(checker)';
    return [
      {
        file,
        ...(m.lastLine ? { line: m.lastLine } : {}),
        ...(m.firstColumn ? { column: m.firstColumn } : {}),
        message: m.message,
        rule: warning ? 'nu-warning' : 'nu-error',
      },
    ];
  });
}

export async function checkNuHtml(
  dir: string,
  files: readonly string[],
  java = 'java',
): Promise<CheckResult> {
  const started = performance.now();
  const findings: Finding[] = [];
  for (let i = 0; i < files.length; i += BATCH) {
    const batch = files.slice(i, i + BATCH).map((file) => join(dir, file));
    const { stdout } = await run(
      java,
      ['-jar', String(vnuJar), '--format', 'json', '--stdout', '--exit-zero-always', ...batch],
      { maxBuffer: 256 * 1024 * 1024 },
    ).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      throw new Error(`the W3C checker needs Java, and there is no "${java}" (Debian: default-jre-headless)`);
    });
    findings.push(...nuFindings(dir, stdout));
  }
  const errors = findings.filter((f) => f.rule === 'nu-error').length;
  return {
    name: 'W3C Nu Html Checker',
    checked: files.length,
    findings,
    notes: [`${errors} errors, ${findings.length - errors} warnings`],
    ms: performance.now() - started,
  };
}
