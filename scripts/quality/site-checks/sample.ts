// Which pages a slow check looks at on a huge site: a few of every template, spread evenly over
// the site, plus every HTML file that is not a route (404.html). Pages of one template share their
// markup, so a sample per template finds what the whole set would, at a fraction of the time.
import type { SiteScan } from './site-scan.ts';

export function samplePages(site: SiteScan, perTemplate: number): string[] {
  const byTemplate = new Map<string, string[]>();
  const chosen: string[] = [];
  for (const page of site.pages.values()) {
    if (page.route === null) {
      chosen.push(page.file);
      continue;
    }
    const template = String(site.pageData.get(page.route)?.template ?? 'unknown');
    const files = byTemplate.get(template) ?? [];
    files.push(page.file);
    byTemplate.set(template, files);
  }
  for (const files of byTemplate.values()) {
    if (files.length <= perTemplate) {
      chosen.push(...files);
      continue;
    }
    const step = files.length / perTemplate;
    for (let i = 0; i < perTemplate; i++) chosen.push(files[Math.floor(i * step)] as string);
  }
  return chosen.sort();
}
