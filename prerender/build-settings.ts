// What a build took from the environment, written beside the folder it built, so `npm start` can
// tell a site built with other settings (another SITE_URL, an analytics id, another content
// source) from a current one and rebuild instead of serving it. Secrets are recorded only as
// present or not.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_DATASET_FILE } from './content/source.ts';

/** The public address when SITE_URL is unset: where `npm start` serves the site. */
const DEFAULT_SITE_URL = 'http://localhost:4173';

const LOCAL_HOSTS = /^(?:localhost|127(?:\.\d+){3}|\[::1\]|0\.0\.0\.0)$/;

/** On the host, each deploy names its own address: production `URL`, other deploys `DEPLOY_PRIME_URL`. */
function hostUrl(env: NodeJS.ProcessEnv): string | undefined {
  if (env.NETLIFY !== 'true') return undefined;
  return (env.CONTEXT === 'production' ? env.URL : env.DEPLOY_PRIME_URL) || env.URL;
}

/**
 * The public address, without a trailing slash: SITE_URL, else the host's address for this deploy,
 * else (locally) the default. On the host a localhost address would ship in every canonical,
 * sitemap entry and structured-data URL, so that stops the build.
 */
export function siteUrlFromEnv(env: NodeJS.ProcessEnv): string {
  const url = (env.SITE_URL || hostUrl(env) || DEFAULT_SITE_URL).replace(/\/+$/, '');
  if (env.NETLIFY === 'true' && LOCAL_HOSTS.test(new URL(url).hostname)) {
    throw new Error(
      `this build runs on the host but would write ${url} into every canonical link, sitemap entry and structured-data URL: set SITE_URL to the site's public address (or leave SITE_URL unset, so the host's URL or DEPLOY_PRIME_URL is used)`,
    );
  }
  return url;
}

/** Deploy previews and branch deploys are not the site: search engines are told to leave them out. */
export function noindexFromEnv(env: NodeJS.ProcessEnv): boolean {
  return env.NETLIFY === 'true' && env.CONTEXT !== 'production';
}

/** The `_headers` rule of a build with `noindex`: one header on every response, pages and files. */
export const NOINDEX_HEADERS_RULE = '\n/*\n  X-Robots-Tag: noindex\n';

export interface BuildSettings {
  siteUrl: string;
  /** Every response says `X-Robots-Tag: noindex` (previews and branch deploys). */
  noindex: boolean;
  analyticsId: string | null;
  /** `dataset <absolute file>` or `sanity <project>/<dataset> <api version>`. */
  content: string;
  sanityToken: boolean;
}

/**
 * The build takes its site URL and analytics id from here too (prerender/build-site.ts), so the
 * record cannot drift from what was built.
 */
export function buildSettings(env: NodeJS.ProcessEnv, root: string): BuildSettings {
  const content = env.SANITY_PROJECT_ID
    ? `sanity ${env.SANITY_PROJECT_ID}/${env.SANITY_DATASET || 'production'} ${env.SANITY_API_VERSION || 'default'}`
    : `dataset ${resolve(root, env.CONTENT_DATASET_FILE || DEFAULT_DATASET_FILE)}`;
  return {
    siteUrl: siteUrlFromEnv(env),
    noindex: noindexFromEnv(env),
    analyticsId: env.GA_MEASUREMENT_ID || null,
    content,
    sanityToken: Boolean(env.SANITY_TOKEN),
  };
}

/** `dist` → `dist.build-settings.json`, beside the folder, never inside what is deployed. */
export function buildSettingsFile(outDir: string): string {
  return `${resolve(outDir)}.build-settings.json`;
}

export function writeBuildSettings(outDir: string, settings: BuildSettings) {
  writeFileSync(buildSettingsFile(outDir), `${JSON.stringify(settings, null, 2)}\n`);
}

/** The settings `outDir` was built with; null when unknown (no file, or not readable). */
export function readBuildSettings(outDir: string): BuildSettings | null {
  const file = buildSettingsFile(outDir);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BuildSettings;
  } catch {
    return null;
  }
}

/** The names of the settings that differ; empty when the folder was built as asked. */
export function changedSettings(built: BuildSettings | null, wanted: BuildSettings): string[] {
  if (!built) return ['unknown (no record of the last build)'];
  return (Object.keys(wanted) as (keyof BuildSettings)[]).filter((key) => built[key] !== wanted[key]);
}
