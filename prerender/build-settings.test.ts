import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buildSettings,
  buildSettingsFile,
  changedSettings,
  noindexFromEnv,
  readBuildSettings,
  siteUrlFromEnv,
  writeBuildSettings,
} from './build-settings.ts';

const root = '/srv/site';
let scratch: string | null = null;

afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = null;
});

describe('the site address', () => {
  const host = {
    NETLIFY: 'true',
    URL: 'https://dealer.example',
    DEPLOY_PRIME_URL: 'https://preview--dealer.example',
  };

  it('is SITE_URL, else the host’s address for the deploy, else locally the default', () => {
    expect(siteUrlFromEnv({ SITE_URL: 'https://www.dealer.example/' })).toBe('https://www.dealer.example');
    expect(siteUrlFromEnv({ ...host, CONTEXT: 'production', SITE_URL: 'https://www.dealer.example' })).toBe(
      'https://www.dealer.example',
    );
    expect(siteUrlFromEnv({ ...host, CONTEXT: 'production' })).toBe('https://dealer.example');
    expect(siteUrlFromEnv({ ...host, CONTEXT: 'deploy-preview' })).toBe('https://preview--dealer.example');
    expect(siteUrlFromEnv({ ...host, CONTEXT: 'branch-deploy' })).toBe('https://preview--dealer.example');
    expect(siteUrlFromEnv({})).toBe('http://localhost:4173');
    expect(siteUrlFromEnv({ URL: 'https://dealer.example' })).toBe('http://localhost:4173');
  });

  it('stops a build on the host that would write a localhost address, naming SITE_URL', () => {
    expect(() => siteUrlFromEnv({ NETLIFY: 'true', CONTEXT: 'production' })).toThrow(/set SITE_URL/);
    expect(() => siteUrlFromEnv({ ...host, SITE_URL: 'http://127.0.0.1:4173' })).toThrow(/SITE_URL/);
  });

  it('keeps previews and branch deploys out of search results, never production or a local build', () => {
    expect(noindexFromEnv({ ...host, CONTEXT: 'deploy-preview' })).toBe(true);
    expect(noindexFromEnv({ ...host, CONTEXT: 'branch-deploy' })).toBe(true);
    expect(noindexFromEnv({ ...host, CONTEXT: 'production' })).toBe(false);
    expect(noindexFromEnv({})).toBe(false);
  });
});

describe('build settings', () => {
  it('records what the build reads from the environment, with its defaults filled in', () => {
    expect(buildSettings({}, root)).toEqual({
      siteUrl: 'http://localhost:4173',
      noindex: false,
      analyticsId: null,
      content: 'dataset /srv/site/content/dataset.ndjson',
      sanityToken: false,
    });
    expect(
      buildSettings(
        {
          SITE_URL: 'https://dealer.example/',
          GA_MEASUREMENT_ID: 'G-ABC123',
          SANITY_PROJECT_ID: 'abc',
          SANITY_TOKEN: 'secret',
        },
        root,
      ),
    ).toEqual({
      siteUrl: 'https://dealer.example',
      noindex: false,
      analyticsId: 'G-ABC123',
      content: 'sanity abc/production default',
      sanityToken: true,
    });
  });

  it('never records a secret, only whether it was set', () => {
    expect(JSON.stringify(buildSettings({ SANITY_TOKEN: 'sk-secret' }, root))).not.toContain('sk-secret');
  });

  it('names what changed, so a folder built without the analytics id is not reused with it', () => {
    const built = buildSettings({}, root);
    expect(changedSettings(built, buildSettings({ SITE_URL: 'http://localhost:4173/' }, root))).toEqual([]);
    expect(changedSettings(built, buildSettings({ GA_MEASUREMENT_ID: 'G-E2E' }, root))).toEqual([
      'analyticsId',
    ]);
    expect(changedSettings(null, built)).toEqual(['unknown (no record of the last build)']);
  });

  it('is kept beside the output folder, not in it, and read back', () => {
    scratch = mkdtempSync(join(tmpdir(), 'build-settings-'));
    const outDir = join(scratch, 'dist');
    expect(buildSettingsFile(outDir)).toBe(`${outDir}.build-settings.json`);
    expect(readBuildSettings(outDir)).toBeNull();
    const settings = buildSettings({ GA_MEASUREMENT_ID: 'G-ABC123' }, root);
    writeBuildSettings(outDir, settings);
    expect(readBuildSettings(outDir)).toEqual(settings);
    writeFileSync(buildSettingsFile(outDir), '{ damaged');
    expect(readBuildSettings(outDir)).toBeNull();
  });
});
