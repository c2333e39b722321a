import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkNuHtml, nuFindings } from './nu-checker.ts';

const dir = mkdtempSync(join(tmpdir(), 'nu-check-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>T</title></head><body>${body}</body></html>`;

describe('nuFindings', () => {
  it('keeps errors and warnings with their file and place, and drops plain information', () => {
    const json = JSON.stringify({
      messages: [
        { type: 'error', url: `file:${dir}/a/index.html`, lastLine: 3, firstColumn: 7, message: 'Bad value' },
        {
          type: 'info',
          subType: 'warning',
          url: `file:${dir}/index.html`,
          lastLine: 1,
          message: 'Section lacks heading.',
        },
        { type: 'info', url: `file:${dir}/index.html`, message: 'Trailing slash on void elements' },
      ],
    });
    expect(nuFindings(dir, json)).toEqual([
      { file: 'a/index.html', line: 3, column: 7, message: 'Bad value', rule: 'nu-error' },
      { file: 'index.html', line: 1, message: 'Section lacks heading.', rule: 'nu-warning' },
    ]);
  });
});

describe('checkNuHtml', () => {
  it('passes a valid page, and fails the kinds of fault the site had: a space in a URL, a section without heading', async () => {
    mkdirSync(join(dir, 'bad'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), page('<main><h1>Fine</h1></main>'));
    writeFileSync(
      join(dir, 'bad/index.html'),
      page(
        '<main><h1>Bad</h1><a href="data:text/plain,a b">x</a><section><p>no heading</p></section></main>',
      ),
    );
    // One Java start for both pages: it is most of the time on a busy machine.
    const { findings } = await checkNuHtml(dir, ['index.html', 'bad/index.html']);
    expect(findings.map((f) => [f.file, f.rule])).toEqual([
      ['bad/index.html', 'nu-error'],
      ['bad/index.html', 'nu-warning'],
    ]);
  }, 180_000);

  it('says what to install when Java is missing', async () => {
    await expect(checkNuHtml(dir, ['index.html'], 'no-such-java')).rejects.toThrow(/needs Java/);
  });
});
