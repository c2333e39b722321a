// The offline content source: a Sanity export (NDJSON, one document per line) queried with
// groq-js, the reference GROQ implementation. Drafts are left out, as the live API does.
import { closeSync, openSync, readSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { evaluate, evaluateSync, parse } from 'groq-js';
import type { ContentSource } from './content-source.ts';

export type StoredDocument = { _id: string; _type: string } & Record<string, unknown>;

function isStoredDocument(value: unknown): value is StoredDocument {
  return (
    typeof value === 'object' &&
    value !== null &&
    '_id' in value &&
    typeof value._id === 'string' &&
    '_type' in value &&
    typeof value._type === 'string'
  );
}

/** One line of an export: its document, or null for a blank line or a draft. */
function parseLine(line: string, where: () => string): StoredDocument | null {
  if (line.trim() === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    throw new Error(`${where()}: not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!isStoredDocument(value)) {
    throw new Error(`${where()}: expected a document with string "_id" and "_type"`);
  }
  return value._id.startsWith('drafts.') ? null : value;
}

/** Parses an export; every bad line is an error naming the file and the line number. */
export function parseDataset(text: string, fileName: string): StoredDocument[] {
  const documents: StoredDocument[] = [];
  text.split('\n').forEach((line, index) => {
    const document = parseLine(line, () => `${fileName} line ${index + 1}`);
    if (document) documents.push(document);
  });
  return documents;
}

const CHUNK_BYTES = 4 * 1024 * 1024;
const NEWLINE = 0x0a;

/**
 * Reads an export a chunk at a time, a line at a time: the documents are all that is ever held,
 * never the file's text beside them (278 MB at 105,000 documents, and its lines as many again).
 */
export function readDataset(file: string, fileName: string): StoredDocument[] {
  const documents: StoredDocument[] = [];
  const fd = openSync(file, 'r');
  try {
    const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
    let rest = Buffer.alloc(0);
    let lineNumber = 0;
    const take = (bytes: Buffer) => {
      lineNumber += 1;
      const at = lineNumber;
      const document = parseLine(bytes.toString('utf8'), () => `${fileName} line ${at}`);
      if (document) documents.push(document);
    };
    for (;;) {
      const read = readSync(fd, chunk, 0, CHUNK_BYTES, null);
      if (read === 0) break;
      // A line cut by the chunk's end is finished by the next chunk.
      const data = rest.length > 0 ? Buffer.concat([rest, chunk.subarray(0, read)]) : chunk.subarray(0, read);
      let start = 0;
      for (let end = data.indexOf(NEWLINE); end !== -1; end = data.indexOf(NEWLINE, start)) {
        take(data.subarray(start, end));
        start = end + 1;
      }
      rest = Buffer.from(data.subarray(start));
    }
    if (rest.length > 0) take(rest);
  } finally {
    closeSync(fd);
  }
  return documents;
}

type Tree = ReturnType<typeof parse>;
type EvaluateOptions = Parameters<typeof evaluate>[1];
interface ParsedQuery {
  tree: Tree;
  /** False once the synchronous evaluator has failed on this query. */
  syncable: boolean;
}

/**
 * groq-js's synchronous evaluator gives the same answers several times faster (no promise per
 * node) but covers only part of GROQ; a query it cannot run goes to the full evaluator.
 */
async function run(query: ParsedQuery, options: EvaluateOptions): Promise<unknown> {
  if (query.syncable) {
    try {
      return await evaluateSync(query.tree, options).get();
    } catch {
      query.syncable = false;
    }
  }
  return (await evaluate(query.tree, options)).get();
}

/** A GROQ evaluator over a fixed set of documents; each distinct query is parsed once. */
export function createDocumentQuery(documents: readonly StoredDocument[]) {
  const byId = new Map(documents.map((document) => [document._id, document]));
  const parsed = new Map<string, ParsedQuery>();
  // Without it groq-js would scan every document for each `->`.
  const dereference = ({ _ref }: { _ref: string }) => byId.get(_ref) ?? null;

  // One query at a time, each after a turn of the event loop: the caller has then checked the
  // last result and let it go before the next is made, as a live project's answers come one by
  // one. Run together, every result would be in memory at once (loadSnapshot asks for all of them).
  let previous: Promise<void> = Promise.resolve();
  return function query<T>(groq: string, params: Record<string, unknown> = {}): Promise<T> {
    const result = previous.then(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      let entry = parsed.get(groq);
      if (!entry) {
        entry = { tree: parse(groq), syncable: true };
        parsed.set(groq, entry);
      }
      // The caller names the shape it expects; the snapshot validates it with zod.
      return (await run(entry, { dataset: documents, params, dereference })) as T;
    });
    previous = result.then(
      () => {},
      () => {},
    );
    return result;
  };
}

/** How a dataset file is named in messages: relative to the working directory when inside it. */
export function displayPath(file: string): string {
  const rel = relative(process.cwd(), file);
  return rel && !rel.startsWith('..') ? rel.split(sep).join('/') : file;
}

export function createDatasetSource(file: string): ContentSource {
  const name = displayPath(file);
  let documents: StoredDocument[];
  try {
    documents = readDataset(file, name);
  } catch (error) {
    // A bad line says so itself; the file's own failures get the way out.
    if (!(error instanceof Error && 'code' in error)) throw error;
    const reason = error.code === 'ENOENT' ? 'not found' : String(error);
    throw new Error(
      `content: dataset file ${name} ${reason}; set CONTENT_DATASET_FILE to a Sanity export (NDJSON) or SANITY_PROJECT_ID for a live project`,
    );
  }
  return createDocumentsSource(documents, name);
}

/** A source over documents already in memory; `name` is what the announcement calls them. */
export function createDocumentsSource(documents: readonly StoredDocument[], name: string): ContentSource {
  const query = createDocumentQuery(documents);
  return {
    describe: () => `content: dataset ${name}, ${documents.length.toLocaleString('en-GB')} documents`,
    fetch: (groq, params) => query(groq, params),
  };
}
