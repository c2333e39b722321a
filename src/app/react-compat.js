// `react` for the browser and the prerender is Preact's compatibility layer (docs/decisions/
// 002-preact-compat.md): the same API in a tenth of the bytes. This module adds what React
// Router imports and Preact lacks; vite.config.ts points `react` here. Plain JS because the app
// is typed against React's own types, and Preact's `export =` typings cannot be re-exported.
import { useState } from 'preact/compat';

export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React 19's optimistic state, without the optimism: the site never submits router forms.
 * @template T
 * @param {T} passthrough
 * @returns {[T, (action: unknown) => void]}
 */
export function useOptimistic(passthrough) {
  const [state] = useState(passthrough);
  return [passthrough ?? state, () => {}];
}
