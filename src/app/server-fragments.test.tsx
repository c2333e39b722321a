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
      <CachedFragment id={() => 'header'}>
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

  it('reuses fragments that call useId: React ids follow the place in the tree, which is the same', () => {
    const cache = createFragmentCache();
    const render = (c: FragmentCache | null, body: string) => {
      const tree = (
        <div>
          <WithId />
          <CachedFragment id={() => 'search'}>
            <WithId />
          </CachedFragment>
          <main>{body}</main>
          <WithId />
        </div>
      );
      const html = renderToString(c ? <FragmentCacheContext value={c}>{tree}</FragmentCacheContext> : tree);
      return c ? collectFragments(html, c) : html;
    };
    const first = render(cache, 'one');
    const second = render(cache, 'two');
    expect(first).toBe(render(null, 'one'));
    expect(second).toBe(render(null, 'two'));
    // Three inputs, three distinct ids.
    expect(new Set([...second.matchAll(/id="([^"]+)"/g)].map((m) => m[1])).size).toBe(3);
  });

  it('refuses nested fragments', () => {
    const html = renderToString(
      <FragmentCacheContext value={createFragmentCache()}>
        <CachedFragment id={() => 'outer'}>
          <CachedFragment id={() => 'inner'}>
            <p>x</p>
          </CachedFragment>
        </CachedFragment>
      </FragmentCacheContext>,
    );
    expect(() =>
      collectFragments(html, {
        html: new Map(),
        pending: [
          { id: 'outer', reuse: false },
          { id: 'inner', reuse: false },
        ],
      }),
    ).toThrow(/not closed, or nests/);
  });
});
