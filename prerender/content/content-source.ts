// What the build asks of a content source, whichever it is (source.ts picks one).

export interface ContentSource {
  /** The announcement line, e.g. `content: dataset content/dataset.ndjson, 1,234 documents`. */
  describe(): string;
  fetch<T = unknown>(query: string, params?: Record<string, unknown>): Promise<T>;
}
