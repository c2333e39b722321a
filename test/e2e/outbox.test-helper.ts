// The enquiries the server under test has written (its OUTBOX_DIR), read as the dealer would.
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import config from '../../playwright.config.ts';

/** A folder the server under test is given in its environment (`name`), from its own folder. */
export function serverFolder(name: 'OUT_DIR' | 'OUTBOX_DIR', fallback: string): string {
  const server = Array.isArray(config.webServer) ? config.webServer[0] : config.webServer;
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  return resolve(server?.cwd ?? root, server?.env?.[name] ?? fallback);
}

/** Where the server under test writes enquiries: the web server's OUTBOX_DIR. */
export function outboxDir(): string {
  return serverFolder('OUTBOX_DIR', 'outbox');
}

/** The texts of the enquiries that hold `token`, newest first (file names start with the time). */
export async function mailsWith(token: string): Promise<string[]> {
  const dir = outboxDir();
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  const texts = await Promise.all(
    names
      .sort()
      .reverse()
      .map((name) => readFile(join(dir, name), 'utf8')),
  );
  return texts.filter((text) => text.includes(token));
}
