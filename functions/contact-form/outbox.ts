// Without a mail relay, each enquiry becomes one .eml file that any mail client opens. The file
// appears whole or not at all: it is written under a temporary name and then renamed.
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** Writes `message` into `dir` and returns the absolute path of the new file. */
export async function writeToOutbox(dir: string, message: Uint8Array, date: Date): Promise<string> {
  const folder = resolve(dir);
  await mkdir(folder, { recursive: true });
  // Sorts by time in a file listing; the random part keeps two enquiries in one millisecond apart.
  const name = `${date.toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
  const finalPath = join(folder, name);
  const partialPath = join(folder, `.${name}.partial`);
  try {
    await writeFile(partialPath, message, { flag: 'wx' });
    await rename(partialPath, finalPath);
  } catch (error) {
    await rm(partialPath, { force: true });
    throw error;
  }
  return finalPath;
}
