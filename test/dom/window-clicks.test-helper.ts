// Clicks on links in a DOM test: the page must never load another document, and the test asks
// whether the app took the click for a client navigation.
import { afterEach, beforeEach } from 'vitest';

export interface WindowClicks {
  /** Whether the last click reaching the window had been taken by the app (its default prevented). */
  readonly taken: boolean | undefined;
}

/** Watches the clicks of each test of the calling suite, and stops each one's default at the window. */
export function watchWindowClicks(): WindowClicks {
  const clicks = { taken: undefined as boolean | undefined };
  const onWindowClick = (event: Event) => {
    clicks.taken = event.defaultPrevented;
    event.preventDefault();
  };
  beforeEach(() => {
    clicks.taken = undefined;
    window.addEventListener('click', onWindowClick);
  });
  afterEach(() => {
    window.removeEventListener('click', onWindowClick);
  });
  return clicks;
}
