import { describe, expect, it } from 'vitest';
import { withoutPreloads } from './react-preloads.ts';

describe('withoutPreloads', () => {
  it('drops the preloads React writes before the app, and nothing else', () => {
    const html =
      '<link rel="preload" as="image" imageSrcSet="/a.webp 1x" fetchPriority="high"/>' +
      '<link rel="preload" as="image" href="/b.webp"/>' +
      '<div class="page"><link rel="preload" as="image" href="/c.webp"/><img src="/c.webp"></div>';
    expect(withoutPreloads(html)).toBe(
      '<div class="page"><link rel="preload" as="image" href="/c.webp"/><img src="/c.webp"></div>',
    );
  });

  it('leaves a page with none as it is', () => {
    expect(withoutPreloads('<div>x</div>')).toBe('<div>x</div>');
  });
});
