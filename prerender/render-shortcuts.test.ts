// The SSR renderer's two shortcuts (src/app/entry-server.tsx): the chrome's HTML reused from an
// earlier page, and the router context derived from the static handler's first answer. Every
// page of the fixture, in site order and in reverse, must come out as a render without either.
import { describe, expect, it } from 'vitest';
import { createRenderer } from '../src/app/entry-server.tsx';
import { createImageUrls } from '../src/content/image-url.ts';
import { createDocumentsSource } from './content/dataset-source.ts';
import { loadSnapshot } from './content/snapshot.ts';
import { fixtureDocuments, fixtureOptions } from './fixture.test-helper.ts';
import { stampPage } from './page-document.ts';
import { buildSiteModel } from './site-model.ts';

async function renderedBothWays(order: 'forward' | 'reverse') {
  const docs = fixtureDocuments();
  // Capitals and an underscore, which a slug may hold (src/content/schemas/fields.ts).
  const post = docs.find(
    (d) => (d as { slug?: { current?: string } }).slug?.current === 'case-study-cherries',
  );
  if (!post) throw new Error('no case-study-cherries in the fixture');
  (post as unknown as { slug: { current: string } }).slug.current = 'Case_Study-Cherries';
  const { snapshot } = await loadSnapshot(createDocumentsSource(docs, 'shortcuts'));
  const model = buildSiteModel(snapshot, fixtureOptions());
  const renderer = await createRenderer(createImageUrls(model.site.images));
  const pages = order === 'forward' ? model.pages : [...model.pages].reverse();
  const results: { path: string; shortcut: string; fresh: string }[] = [];
  for (const modelPage of pages) {
    const page = stampPage(modelPage, 'test');
    const shortcut = await renderer.render(page, model.site);
    const fresh = await renderer.render(page, model.site, { reuse: false });
    results.push({ path: page.meta.path, shortcut, fresh });
  }
  return results;
}

describe('the SSR renderer’s shortcuts', () => {
  it.each(['forward', 'reverse'] as const)('render every page as a fresh render does (%s)', async (order) => {
    const results = await renderedBothWays(order);
    expect(results.length).toBeGreaterThan(20);
    expect(results.map((r) => r.path)).toContain('/Case_Study-Cherries/');
    for (const { path, shortcut, fresh } of results) {
      expect(shortcut, path).toBe(fresh);
    }
  });
});
