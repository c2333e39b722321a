import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addScriptSources, minifyScript, scriptHashSource } from './inline-scripts.ts';

describe('minifyScript', () => {
  it('keeps what the script does in fewer bytes', () => {
    const script =
      'window.held = (function hold(doc) {\n  const list = [];\n  return { list, doc };\n})(document);';
    const minified = minifyScript(script);
    expect(minified.length).toBeLessThan(script.length);
    const scope = { document: 'the page', window: {} as { held?: { list: unknown[]; doc: string } } };
    new Function('window', 'document', minified)(scope.window, scope.document);
    expect(scope.window.held).toEqual({ list: [], doc: 'the page' });
  });

  it('refuses a script that does not parse', () => {
    expect(() => minifyScript('window.x = (;')).toThrow(/does not parse/);
  });
});

describe('scriptHashSource', () => {
  it('is the base64 SHA-256 of the script’s exact text, as browsers compare it', () => {
    const digest = createHash('sha256').update('window.x=1;').digest('base64');
    expect(scriptHashSource('window.x=1;')).toBe(`'sha256-${digest}'`);
  });
});

describe('addScriptSources', () => {
  const file = [
    '/*',
    "  Content-Security-Policy: default-src 'self'; script-src 'self' https://tags.example; style-src 'self'",
    '  X-Frame-Options: DENY',
    '/assets/js/*',
    '  Cache-Control: immutable',
  ].join('\n');

  it('adds the hashes to script-src and changes nothing else', () => {
    const out = addScriptSources(file, ["'sha256-abc='"]);
    expect(out).toBe(file.replace('https://tags.example;', "https://tags.example 'sha256-abc=';"));
  });

  it('leaves the file as it is when no page has an inline script', () => {
    expect(addScriptSources(file, [])).toBe(file);
  });

  it('refuses a policy it cannot add to, rather than ship pages whose script is refused', () => {
    expect(() => addScriptSources('/*\n  X-Frame-Options: DENY', ["'sha256-abc='"])).toThrow(/script-src/);
  });
});
