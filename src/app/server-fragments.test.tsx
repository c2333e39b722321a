import { useId } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  CachedFragment,
  collectFragments,
  createFragmentCache,
  type FragmentCache,
  FragmentCacheContext,
} from './server-fragments.tsx';

let renders = 0;
function Chrome({ label }: { label: string }) {
  renders += 1;
  return (
    <header>
      <a href="/">{label} &amp; co</a>
    </header>
  );
}

function WithId() {
  const id = useId();
  return <input id={id} aria-label="Search" />;
}

function page(cache: FragmentCache | null, label: string, body: string) {
  const tree = (
    <div>
      <CachedFragment id="header">
        <Chrome label={label} />
      </CachedFragment>
      <main>{body}</main>
    </div>
  );
  const html = renderToString(
    cache ? <FragmentCacheContext value={cache}>{tree}</FragmentCacheContext> : tree,
  );
  return cache ? collectFragments(html, cache) : html;
}

describe('CachedFragment', () => {
  it('renders its children once per id, then reuses the HTML, byte for byte', () => {
    const cache = createFragmentCache();
    renders = 0;
    const first = page(cache, 'Dealer', 'one');
    const second = page(cache, 'Changed', 'two');
    expect(renders).toBe(1);
    expect(first).toBe(page(null, 'Dealer', 'one'));
    // The id said nothing changed, so the first render's HTML is reused: the id must name every input.
    expect(second).toBe(page(null, 'Dealer', 'two'));
    expect(first).not.toContain('fragment');
  });

  it('is its children where no cache is provided (the browser, hydration)', () => {
    renders = 0;
    page(null, 'Dealer', 'one');
    page(null, 'Dealer', 'one');
    expect(renders).toBe(2);
  });

  it('refuses a fragment that calls useId, whose ids would shift on every later page', () => {
    const html = renderToString(
      <FragmentCacheContext value={createFragmentCache()}>
        <CachedFragment id="header">
          <WithId />
        </CachedFragment>
      </FragmentCacheContext>,
    );
    expect(() => collectFragments(html, { html: new Map(), pending: ['header'] })).toThrow(
      /holds an id made by useId/,
    );
  });

  it('refuses nested fragments', () => {
    const html = renderToString(
      <FragmentCacheContext value={createFragmentCache()}>
        <CachedFragment id="outer">
          <CachedFragment id="inner">
            <p>x</p>
          </CachedFragment>
        </CachedFragment>
      </FragmentCacheContext>,
    );
    expect(() => collectFragments(html, { html: new Map(), pending: ['outer', 'inner'] })).toThrow(
      /not closed, or nests/,
    );
  });
});
