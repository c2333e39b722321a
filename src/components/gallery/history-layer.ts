// Back closes the full-screen view, as it does on every phone: opening it adds a history entry
// with the same address and the router's own state, and the Back that leaves that entry is kept
// from the router (a capture listener on window runs before the router's), which so never sees
// a navigation that did not happen.

const MARK = 'galleryLayer';

/**
 * Adds the layer's history entry; `onBack` runs when Back leaves it. Returns the close for every
 * other way out (Escape, the close button), which steps back over the entry, silently.
 */
export function openHistoryLayer(onBack: () => void): () => void {
  const state: unknown = window.history.state;
  window.history.pushState({ ...(typeof state === 'object' ? state : {}), [MARK]: true }, '');
  let open = true;
  const onPop = (event: PopStateEvent) => {
    event.stopImmediatePropagation();
    window.removeEventListener('popstate', onPop, true);
    if (!open) return;
    open = false;
    onBack();
  };
  window.addEventListener('popstate', onPop, true);
  return () => {
    if (!open) return;
    open = false;
    // The popstate this causes reaches onPop, which keeps it from the router.
    window.history.back();
  };
}
