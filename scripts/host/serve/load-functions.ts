// Finds the serverless functions the host would deploy from a folder, the same way: each
// top-level module is a function named after its file, and so is a sub-folder holding
// `index.*` or `<folder>.*`. A module without a default-exported function is skipped, and so is
// a scheduled one (`config.schedule`): the host runs it on its schedule and gives it no address.

import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteFunction } from './function-bridge.ts';

type FunctionModule = { default?: unknown; config?: { schedule?: unknown } };

export async function loadFunctions(
  folder: string,
  warn: (message: string) => void = console.warn,
): Promise<Record<string, SiteFunction>> {
  const functions: Record<string, SiteFunction> = {};
  for (const [name, file] of await findFunctionFiles(folder)) {
    try {
      const { default: handler, config }: FunctionModule = await import(pathToFileURL(file).href);
      if (typeof handler === 'function' && config?.schedule === undefined) {
        // A default export is only known to be a function; what it returns is checked when it runs.
        functions[name] = async (request) => {
          const response: unknown = await handler(request);
          if (response instanceof Response) return response;
          throw new Error(`function ${name} returned ${typeof response}, not a Response`);
        };
      }
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
  const found: Array<[string, string]> = [];
  for (const entry of await readdir(folder, { withFileTypes: true }).catch(() => [])) {
    const full = path.join(folder, entry.name);
    const name = entry.isFile() ? functionName(entry.name) : null;
    if (name !== null) found.push([name, full]);
    if (!entry.isDirectory()) continue;
    const main = (await readdir(full).catch(() => [])).find((file) =>
      ['index', entry.name].includes(functionName(file) ?? ''),
    );
    if (main !== undefined) found.push([entry.name, path.join(full, main)]);
  }
  return found.sort(([a], [b]) => a.localeCompare(b));
}

/** The function a file holds, by its name: a module, not a test or a declaration file. */
function functionName(fileName: string): string | null {
  if (/\.(test|spec|d)\.[cm]?[jt]s$/.test(fileName)) return null;
  return /^(.+)\.m?[jt]s$/.exec(fileName)?.[1] ?? null;
}
