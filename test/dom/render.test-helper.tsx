// The one way DOM tests put React on the page, as the site does: `renderInBrowser` mounts a part
// that exists only in the browser (createRoot); `prerender` puts a part's server markup in the
// page, as the prerender writes it, and `hydrate` makes that markup live (hydrateRoot), as every
// page is. Rendering goes through @testing-library/react, so `screen` and the result's queries
// find things by role and text, as the end-to-end specs do. After each test everything is
// unmounted and its container removed.
import {
  act,
  type queries,
  type RenderResult,
  render as renderWithQueries,
  cleanup as unmountRendered,
} from '@testing-library/react';
import type { JSXElementConstructor, ReactNode } from 'react';
import { afterEach, beforeAll } from 'vitest';
import { renderToStringStrict } from '../../src/app/render-strict.tsx';
import { loadRichText } from '../../src/components/rich-text.tsx';

export { act, screen } from '@testing-library/react';

// Tests may also call React's own act; this tells React it runs under act.
Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);

/** Providers around the part, as a page has them (the same on the server and in the browser). */
export type Wrapper = JSXElementConstructor<{ children: ReactNode }>;

export interface RenderOptions {
  wrapper?: Wrapper;
}

export interface HydrateOptions extends RenderOptions {
  /** Server markup already in the page (from `prerender`, perhaps changed as a visitor would). */
  container?: HTMLElement;
  /** Runs in the same task as hydrateRoot, before React has finished: the entry's next step. */
  whileHydrating?: () => void;
}

export type HydrateResult = RenderResult & {
  /** The container's markup just before hydration, as the browser parsed it. */
  serverMarkup: string;
};

const prerendered = new Set<HTMLElement>();

/**
 * Unmounts what the tests rendered and removes their containers. It runs after each test, after
 * the test file's own afterEach (registered later, run first); a file whose teardown must wait
 * for the unmount (a stubbed global that unmounting uses) calls it first.
 */
export function cleanup(): void {
  unmountRendered();
  for (const container of prerendered) container.remove();
  prerendered.clear();
}

afterEach(cleanup);

// Rich text's body is a chunk of its own, which the prerender and a navigation load before they
// render (src/components/rich-text.tsx): so do the tests.
beforeAll(() => loadRichText());

/** RTL's render, its result typed with the default queries. */
function render(ui: ReactNode, options: { container?: HTMLElement; hydrate?: boolean; wrapper?: Wrapper }) {
  return renderWithQueries<typeof queries, HTMLElement, HTMLElement>(ui, options);
}

function wrap(ui: ReactNode, Wrapper: Wrapper | undefined): ReactNode {
  return Wrapper ? <Wrapper>{ui}</Wrapper> : ui;
}

/** Mounts `ui` with createRoot in a new container in the page, and lets its effects run. */
export async function renderInBrowser(ui: ReactNode, options: RenderOptions = {}): Promise<RenderResult> {
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(ui, { wrapper: options.wrapper });
  });
  return result as RenderResult;
}

/** The server markup of `ui` in a new container in the page: not live until `hydrate`. */
export function prerender(ui: ReactNode, options: RenderOptions = {}): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToStringStrict(wrap(ui, options.wrapper));
  document.body.append(container);
  prerendered.add(container);
  return container;
}

/** Hydrates `ui` over its server markup (or over `container`'s), and lets its effects run. */
export async function hydrate(ui: ReactNode, options: HydrateOptions = {}): Promise<HydrateResult> {
  const { wrapper, whileHydrating } = options;
  const container = options.container ?? prerender(ui, { wrapper });
  const serverMarkup = container.innerHTML;
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(ui, { container, hydrate: true, wrapper });
    whileHydrating?.();
  });
  return { ...(result as RenderResult), serverMarkup };
}
