// @vitest-environment happy-dom
// Taps and typing before the app runs, given to React once it hydrates: the real React, hydrating
// real server markup with parts in Suspense boundaries, as the site's layout does.
import { Suspense, useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { act, hydrate, prerender } from '../../test/dom/render.test-helper.tsx';
import { typeInto } from '../../test/dom/type-into.test-helper.ts';
import { EARLY_SELECTORS, earlyEventsScript, holdEarlyEvents, takeHeldEvents } from './early-events.ts';

const HELD_ATTRIBUTE = EARLY_SELECTORS.held;

let taps = 0;
let sent: string[] = [];

function Page() {
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const [kind, setKind] = useState('all');
  const [message, setMessage] = useState('');
  return (
    <div>
      <Suspense>
        <button
          type="button"
          aria-expanded={open}
          onClick={() => {
            taps += 1;
            setOpen((was) => !was);
          }}
        >
          Menu
        </button>
      </Suspense>
      <Suspense>
        <input aria-label="Search" value={term} onChange={(e) => setTerm(e.currentTarget.value)} />
        <output>{term ? `Results for ${term}` : ''}</output>
        <select aria-label="Type" value={kind} onChange={(e) => setKind(e.currentTarget.value)}>
          <option value="all">All types</option>
          <option value="video">Videos</option>
        </select>
        <p data-kind>{kind}</p>
      </Suspense>
      <Suspense>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            sent.push(message);
          }}
        >
          <textarea
            aria-label="Message"
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
          />
          <button type="submit">Send</button>
        </form>
      </Suspense>
    </div>
  );
}

let container: HTMLElement;
const $ = <T extends Element>(selector: string) => container.querySelector(selector) as T;

beforeEach(() => {
  taps = 0;
  sent = [];
  container = prerender(<Page />);
});

async function hydrateAndReplay(early: ReturnType<typeof holdEarlyEvents>) {
  await hydrate(<Page />, { container, whileHydrating: () => early.replay() });
}

/**
 * What the visitor does before the app runs (`visitor`), with events held as the page's script
 * holds them; then the page is hydrated and what was held is given to React.
 */
async function beforeTheApp(visitor: (early: ReturnType<typeof holdEarlyEvents>) => void) {
  const early = holdEarlyEvents(document, EARLY_SELECTORS);
  visitor(early);
  await hydrateAndReplay(early);
}

describe('holdEarlyEvents', () => {
  it('holds a tap made before the app runs and gives it to React once, after hydration', async () => {
    const button = $<HTMLButtonElement>('button[type="button"]');
    await beforeTheApp(() => {
      button.click();
      expect(button.hasAttribute(HELD_ATTRIBUTE)).toBe(true);
      expect(taps).toBe(0);
    });
    expect(taps).toBe(1);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.hasAttribute(HELD_ATTRIBUTE)).toBe(false);
    // Live from now on, and the held tap is not given again.
    await act(async () => button.click());
    expect(taps).toBe(2);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps what was typed and tells React of it, so the results show', async () => {
    const input = $<HTMLInputElement>('input');
    await beforeTheApp(() => typeInto(input, 'sprayer'));
    expect(input.value).toBe('sprayer');
    expect($('output').textContent).toBe('Results for sprayer');
  });

  it('keeps a choice made in a list', async () => {
    const select = $<HTMLSelectElement>('select');
    await beforeTheApp(() => {
      select.value = 'video';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(select.value).toBe('video');
    expect($('[data-kind]').textContent).toBe('video');
  });

  it('sends a form pressed before the app runs once, with the text typed before it', async () => {
    const textarea = $<HTMLTextAreaElement>('textarea');
    const submits: Event[] = [];
    await beforeTheApp(() => {
      typeInto(textarea, 'A quote, please');
      document.addEventListener('submit', (event) => submits.push(event));
      $<HTMLButtonElement>('button[type="submit"]').click();
      // Held: the page itself is not submitted.
      expect(submits).toHaveLength(0);
    });
    expect(sent).toEqual(['A quote, please']);
  });

  it('runs as the page’s inline script: standing alone, and leaving its holder for the app', async () => {
    // Evaluated as the browser would, outside any module: it may use nothing but the page.
    new Function(earlyEventsScript())();
    const button = $<HTMLButtonElement>('button[type="button"]');
    button.click();
    expect(button.hasAttribute(HELD_ATTRIBUTE)).toBe(true);
    await hydrateAndReplay(takeHeldEvents());
    expect(taps).toBe(1);
    delete (window as unknown as Record<string, unknown>).__heldEvents;
  });

  it('forgets what it held when the app cannot start', async () => {
    const button = $<HTMLButtonElement>('button[type="button"]');
    await beforeTheApp((early) => {
      button.click();
      early.release();
      expect(button.hasAttribute(HELD_ATTRIBUTE)).toBe(false);
    });
    expect(taps).toBe(0);
  });
});
