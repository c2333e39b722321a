// Page data by path for the life of the page (DESIGN.md "Client", decision 014): the router's
// loader, the viewport prefetch and the intent to click all ask here, so a path has one request
// in flight, a loaded path is never asked again (a new deploy shows up as a hash mismatch instead),
// and a failure is never kept: the next navigation or prefetch asks the network afresh. Ships in
// the first-load JS: keep it tiny.
import { normalisePathname } from '../content/page-data-path.ts';

export interface PageDataCache<T> {
  /** The page data of `pathname`: the cached value, the request in flight, or a new request. */
  load(pathname: string): Promise<T>;
  /** The page data of `pathname` if it has loaded, without asking for it. */
  peek(pathname: string): T | undefined;
  /** Stores page data the document already holds (the first page's, from the hydration data). */
  put(pathname: string, value: T): void;
}

export function createPageDataCache<T>(fetchPath: (path: string) => Promise<T>): PageDataCache<T> {
  const requests = new Map<string, Promise<T>>();
  const values = new Map<string, T>();
  return {
    load(pathname) {
      const path = normalisePathname(pathname);
      if (values.has(path)) return Promise.resolve(values.get(path) as T);
      let request = requests.get(path);
      if (!request) {
        request = fetchPath(path).then(
          (value) => {
            values.set(path, value);
            requests.delete(path);
            return value;
          },
          (error: unknown) => {
            requests.delete(path);
            throw error;
          },
        );
        requests.set(path, request);
      }
      return request;
    },
    peek: (pathname) => values.get(normalisePathname(pathname)),
    put: (pathname, value) => void values.set(normalisePathname(pathname), value),
  };
}
