import { describe, expect, it, vi } from 'vitest';
import { HydrationSlice } from '../components/hydration-slice.tsx';
import { renderToStringStrict } from './render-strict.tsx';

function Broken(): never {
  throw new Error('The table has no rows.');
}

describe('renderToStringStrict', () => {
  it('renders the slices as Suspense boundaries, whole', () => {
    expect(
      renderToStringStrict(
        <main>
          <HydrationSlice>
            <p>One</p>
          </HydrationSlice>
        </main>,
      ),
    ).toBe('<main><!--$--><p>One</p><!--/$--></main>');
  });

  it('throws the error of a part that failed, where React alone would leave the part empty', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = (
      <main>
        <HydrationSlice>
          <Broken />
        </HydrationSlice>
      </main>
    );
    expect(() => renderToStringStrict(page)).toThrow('The table has no rows.');
  });
});
