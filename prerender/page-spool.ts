// The site model's pages on their way to the render threads: the model's thread writes them to
// one file in batches, and each render thread reads its own batch from it. So no thread but the
// model's ever holds every page, and the main thread holds none (docs/architecture.md "Build at
// scale"). A batch is stored as a structured clone (v8.serialize), as postMessage would send it:
// pages share objects (every page of a paged list holds the same list), which a clone keeps
// shared and JSON would write out once per page (1.3 GB of JSON at 12,976 pages).
import { closeSync, openSync, readSync, writeSync } from 'node:fs';
import { deserialize, serialize } from 'node:v8';
import type { ModelPage } from '../src/templates/template-types.ts';

/** Pages per batch: small enough to balance the threads and bound the pages a thread holds. */
export const BATCH_SIZE = 100;

/** Where a batch is in the spool file. */
export interface PageBatch {
  /** The batch's first page, numbered over the whole site. */
  first: number;
  count: number;
  offset: number;
  bytes: number;
}

export interface PageSpool {
  file: string;
  /** Pages in all. */
  pages: number;
  batches: PageBatch[];
}

/** Writes `pages` to `file` in batches of `batchSize`, replacing what it held. */
export function writePageSpool(file: string, pages: readonly ModelPage[], batchSize = BATCH_SIZE): PageSpool {
  const fd = openSync(file, 'w');
  const batches: PageBatch[] = [];
  let offset = 0;
  try {
    for (let first = 0; first < pages.length; first += batchSize) {
      const batch = pages.slice(first, first + batchSize);
      const data = serialize(batch);
      for (let written = 0; written < data.length; ) written += writeSync(fd, data, written);
      const bytes = data.length;
      batches.push({ first, count: batch.length, offset, bytes });
      offset += bytes;
    }
  } finally {
    closeSync(fd);
  }
  return { file, pages: pages.length, batches };
}

/** One batch's pages, read back from the spool. */
export function readPageBatch(file: string, batch: PageBatch): ModelPage[] {
  const buffer = Buffer.allocUnsafe(batch.bytes);
  const fd = openSync(file, 'r');
  try {
    let read = 0;
    while (read < batch.bytes) {
      const n = readSync(fd, buffer, read, batch.bytes - read, batch.offset + read);
      if (n === 0)
        throw new Error(
          `${file} ends before its batch of pages ${batch.first + 1} to ${batch.first + batch.count}`,
        );
      read += n;
    }
  } finally {
    closeSync(fd);
  }
  return deserialize(buffer) as ModelPage[];
}
