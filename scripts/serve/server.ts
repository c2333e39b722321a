// The public face of scripts/serve/: what `npm start` (scripts/start.ts) and scripts/serve.ts import.

export type { FileProblem } from './file-problem.ts';
export { FUNCTION_BODY_LIMIT, type SiteFunction } from './function-bridge.ts';
export { type HeaderRule, headersForPath, parseHeadersFile } from './headers-file.ts';
export { loadFunctions } from './load-functions.ts';
export { findRedirect, parseRedirectsFile, type RedirectRule } from './redirects-file.ts';
export { createSiteServer, type SiteServerOptions } from './site-server.ts';
export {
  DEFAULT_HOST,
  DEFAULT_PORT,
  type RunningServer,
  type StartServerOptions,
  serveSettingsFromEnv,
  startServer,
} from './start-server.ts';
