// What a visitor does before the app runs (DESIGN.md decision 11). The prerendered page shows its
// buttons, boxes and lists at once, but the app starts only after the largest paint (decision
// 005), seconds later on a weak signal. A small script inline in the page's head holds what
// happens in between, from the first moment, before any file has loaded; the app hands it to
// React once it has called hydrateRoot: React hydrates the part each event lands in first, at
// once, and runs its handlers as for a live tap. Each held event is given back once. Links are
// left alone: they work as plain links.

/** What the inline script is given: which elements' events need the app. */
export interface EarlySelectors {
  /** A tap on these needs the app; Enter or Space on them is a click too. */
  clicks: string;
  /** Text boxes whose typing the app must learn of (the browser keeps the text itself). */
  text: string;
  /** Marks a held control until the app takes over, for the stylesheet's "wait" look. */
  held: string;
}

export const EARLY_SELECTORS: EarlySelectors = {
  clicks: 'button, input[type="checkbox"], input[type="radio"], [role="button"], [role="tab"]',
  text: 'textarea, input:not([type]), input[type="text"], input[type="search"], input[type="email"], input[type="tel"], input[type="number"], input[type="url"]',
  held: 'data-held',
};

export interface EarlyEvents {
  /** Gives each held event to the app, in the order they came, and stops holding. */
  replay(): void;
  /** Stops holding and forgets what was held (the app could not hydrate the page). */
  release(): void;
}

/** Where the inline script leaves its holder for the app. */
const GLOBAL = '__heldEvents';

/**
 * Starts holding. Inlined in every page as its source text (earlyEventsScript), so it must stand
 * alone: no imports, nothing from this module's scope, only what every browser has.
 *
 * Typing: React fires onChange for a text box only when its value differs from the one it
 * recorded at hydration, which is already the typed one. So an input event goes first (React
 * hydrates the box's part for it and sees no change), then the value React records is reset and
 * the typed text put back, which React sees as the change it is. A select is hydrated first the
 * same way (React may reset it to its state), then given its choice.
 */
export function holdEarlyEvents(doc: Document, selectors: EarlySelectors): EarlyEvents {
  const held: (() => unknown)[] = [];
  const seen = new Set<Element>();
  const fire = (target: Element, type: string) => target.dispatchEvent(new Event(type, { bubbles: true }));
  const setDomValue = (control: Element, value: string) =>
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, value);
  const retype = (control: HTMLInputElement | HTMLTextAreaElement) => {
    const typed = control.value;
    if (typed === control.defaultValue) return;
    fire(control, 'input');
    control.value = '';
    setDomValue(control, typed);
    fire(control, 'input');
  };
  const choose = (select: HTMLSelectElement, value: string) => {
    fire(select, 'input');
    setDomValue(select, value);
    fire(select, 'change');
  };
  const onClick = (event: Event) => {
    const control = (event.target as Element | null)?.closest?.<HTMLElement>(selectors.clicks);
    if (!control || control.matches(':disabled')) return;
    // A click on a control's label reaches the control as a click of its own.
    event.preventDefault();
    control.setAttribute(selectors.held, '');
    held.push(() => control.isConnected && control.click());
  };
  const onInput = (event: Event) => {
    const control = event.target as HTMLInputElement | HTMLTextAreaElement;
    if (!control.matches?.(selectors.text) || seen.has(control)) return;
    seen.add(control);
    held.push(() => control.isConnected && retype(control));
  };
  const onChange = (event: Event) => {
    const select = event.target as HTMLSelectElement;
    if (select.localName !== 'select' || seen.has(select)) return;
    seen.add(select);
    held.push(() => select.isConnected && choose(select, select.value));
  };
  // A form submitted by Enter in a text box, with no submit button to click.
  const onSubmit = (event: Event) => {
    const form = event.target as HTMLFormElement;
    event.preventDefault();
    held.push(() => form.isConnected && form.requestSubmit());
  };
  const listeners: [string, (event: Event) => void][] = [
    ['click', onClick],
    ['input', onInput],
    ['change', onChange],
    ['submit', onSubmit],
  ];
  for (const [type, listener] of listeners) doc.addEventListener(type, listener, true);
  // Before any part hydrates: React would find the mark in its markup.
  const stop = () => {
    for (const [type, listener] of listeners) doc.removeEventListener(type, listener, true);
    for (const element of doc.querySelectorAll(`[${selectors.held}]`))
      element.removeAttribute(selectors.held);
  };
  return {
    replay() {
      stop();
      for (const run of held.splice(0)) run();
    },
    release() {
      stop();
      held.length = 0;
    },
  };
}

/** The page head's inline script: starts holding and leaves the holder for the app. */
export function earlyEventsScript(): string {
  return `window.${GLOBAL}=(${holdEarlyEvents})(document,${JSON.stringify(EARLY_SELECTORS)});`;
}

/** The holder the page's inline script made; one that holds nothing where there is none. */
export function takeHeldEvents(): EarlyEvents {
  const holder = (window as unknown as Record<string, EarlyEvents | undefined>)[GLOBAL];
  return holder ?? { replay() {}, release() {} };
}
