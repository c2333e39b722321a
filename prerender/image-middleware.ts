// The dev server's local images: GET /images/… makes the file on request with the build's own code
// (prerender/images.ts), keeps it in the same cache, and serves it. Other /images/ files (public/)
// pass through to the next handler.
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LOCAL_IMAGE_PREFIX } from '../src/content/local-image-path.ts';
import { type ImageFolders, imageFolders, makeCachedImage } from './image-cache.ts';
import { ImageBuildError } from './images.ts';
import { parseLocalImagePath } from './local-image-path.ts';

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

export interface ImageMiddlewareOptions extends Partial<ImageFolders> {
  /** The project folder; sourceDir and cacheDir default to its content/images and .cache/images. */
  root: string;
}

export function imageMiddleware(options: ImageMiddlewareOptions): Middleware {
  const defaults = imageFolders(options.root);
  const folders: ImageFolders = {
    sourceDir: options.sourceDir ?? defaults.sourceDir,
    cacheDir: options.cacheDir ?? defaults.cacheDir,
  };
  return (req, res, next) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !path.startsWith(LOCAL_IMAGE_PREFIX))
      return next();
    if (!parseLocalImagePath(path)) return next();
    makeCachedImage(path, folders)
      .then(({ file }) => readFile(file))
      .then((data) => {
        res.statusCode = 200;
        res.setHeader('Content-Type', path.endsWith('.avif') ? 'image/avif' : 'image/webp');
        res.setHeader('Content-Length', data.length);
        // Paths are stable, but the generator may change while developing: always revalidate.
        res.setHeader('Cache-Control', 'no-cache');
        res.end(req.method === 'HEAD' ? undefined : data);
      })
      .catch((error: unknown) => {
        if (!(error instanceof ImageBuildError)) return next(error);
        // A bad request from the page (a missing source): say which, as the build would.
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end(error.message);
      });
  };
}
