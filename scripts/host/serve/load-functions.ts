// Finds the serverless functions the host would deploy from a folder, the same way: each
// top-level module is a function named after its file, and so is a sub-folder holding
// `index.*` or `<folder>.*`. A module without a default-exported function is skipped, and so is
// a scheduled one (`config.schedule`): the host runs it on its schedule and gives it no address.

import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteFunction } from './function-bridge.ts';

const EXTENSIONS = ['.ts', '.mts', '.js', '.mjs'];

export async function loadFunctions(
  folder: string,
  warn: (message: string) => void = (message) => console.warn(message),
): Promise<Record<string, SiteFunction>> {
  const functions: Record<string, SiteFunction> = {};
  for (const [name, file] of await findFunctionFiles(folder)) {
    try {
      const module: { default?: unknown; config?: { schedule?: unknown } } = await import(
        pathToFileURL(file).href
      );
      const handler = module.default;
      if (module.config?.schedule !== undefined) continue;
      if (isCallable(handler)) functions[name] = checked(name, handler);
    } catch (error) {
      // Keep serving the site; the function answers 500 and says why.
      const reason = error instanceof Error ? error.message : String(error);
      warn(`Function ${name} could not be loaded from ${file}: ${reason}`);
      functions[name] = async () =>
        new Response(`Function ${name} could not be loaded: ${reason}`, { status: 500 });
    }
  }
  return functions;
}

async function findFunctionFiles(folder: string): Promise<Array<[name: string, file: string]>> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  const found: Array<[string, string]> = [];
  for (const entry of entries) {
    const full = path.join(folder, entry.name);
    if (entry.isFile()) {
      const name = functionName(entry.name);
      if (name !== null) found.push([name, full]);
    } else if (entry.isDirectory()) {
      const inner = await readdir(full).catch(() => []);
      const main = inner.find((file) => {
        const name = functionName(file);
        return name === 'index' || name === entry.name;
      });
      if (main !== undefined) found.push([entry.name, path.join(full, main)]);
    }
  }
  return found.sort(([a], [b]) => a.localeCompare(b));
}

function functionName(fileName: string): string | null {
  if (/\.(test|spec|d)\.[cm]?[jt]s$/.test(fileName)) return null;
  const extension = EXTENSIONS.find((ext) => fileName.endsWith(ext));
  return extension === undefined ? null : fileName.slice(0, -extension.length);
}

function isCallable(value: unknown): value is (request: Request) => unknown {
  return typeof value === 'function';
}

// A default export is only known to be a function; what it returns is checked when it runs.
function checked(name: string, handler: (request: Request) => unknown): SiteFunction {
  return async (request) => {
    const response = await handler(request);
    if (response instanceof Response) return response;
    throw new Error(`function ${name} returned ${typeof response}, not a Response`);
  };
}
