// @vitest-environment happy-dom
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { act, hydrate as hydrateMarkup, prerender } from '../../test/dom/render.test-helper.tsx';
import { consentStore } from '../lib/consent-store.ts';
import { Block } from './contact-form.tsx';
import type { ResolvedBlockOf } from './types.ts';

const LABEL = 'Hartridge Machinery, Brookfield Farm, Marden';

function block(overrides: Partial<ResolvedBlockOf<'contactForm'>> = {}): ResolvedBlockOf<'contactForm'> {
  return {
    _key: 'contact',
    _type: 'contactForm',
    title: 'Send us an enquiry',
    text: [
      {
        _type: 'block',
        _key: 'b1',
        style: 'normal',
        markDefs: [],
        children: [{ _type: 'span', _key: 's1', text: 'We reply the same working day.', marks: [] }],
      },
    ],
    map: { lat: 51.1756, lng: 0.4934, zoom: 14, label: LABEL },
    ...overrides,
  } as ResolvedBlockOf<'contactForm'>;
}

const page = (value = block()): ReactElement => (
  <MemoryRouter initialEntries={['/contact-us/']}>
    <Block block={value} />
  </MemoryRouter>
);

let container: HTMLElement;

describe('the contactForm block', () => {
  it('shows its title, its text and the form', () => {
    container = prerender(page());
    expect(container.querySelector('h2')?.textContent).toBe('Send us an enquiry');
    expect(container.textContent).toContain('We reply the same working day.');
    expect(container.querySelector('form textarea[name="Message"]')).not.toBeNull();
  });

  it('renders the map as a link to the place and a Show map button on the server, with no frame', () => {
    container = prerender(page());
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('figure button')?.textContent).toBe(`Show map of ${LABEL}`);
    const link = container.querySelector('figcaption a');
    expect(link?.textContent).toBe(`${LABEL} on OpenStreetMap↗ (opens in a new tab)`);
    expect(link?.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=51.17560&mlon=0.49340#map=14/51.17560/0.49340',
    );
    expect(link?.getAttribute('target')).toBe('_blank');
  });

  async function hydrate() {
    ({ container } = await hydrateMarkup(page()));
  }

  function expectFrame() {
    const frame = container.querySelector('iframe');
    expect(frame?.getAttribute('loading')).toBe('lazy');
    expect(frame?.getAttribute('title')).toBe(`Map: ${LABEL}`);
    expect(frame?.getAttribute('src')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=[\d.,-]+&layer=mapnik&marker=51\.17560,0\.49340$/,
    );
    expect(container.querySelector('figcaption a')?.textContent).toContain(LABEL);
    return frame;
  }

  it('without consent, loads no map until the visitor asks for it; then focus moves to it', async () => {
    consentStore.choose({ analytics: false, media: false });
    await hydrate();
    expect(container.querySelector('iframe')).toBeNull();
    await act(async () => container.querySelector<HTMLButtonElement>('figure button')?.click());
    expect(document.activeElement).toBe(expectFrame());
    expect(container.querySelector('figure button')).toBeNull();
  });

  it('with maps allowed, adds the lazy map frame once hydrated, keeping the link', async () => {
    consentStore.choose({ analytics: false, media: true });
    await hydrate();
    expectFrame();
  });

  it('shows no map, and no empty title, when it has none', () => {
    container = prerender(page(block({ map: null, title: null, text: [] })));
    expect(container.querySelector('figure')).toBeNull();
    expect(container.querySelector('h2')).toBeNull();
    expect(container.querySelector('form')?.getAttribute('aria-label')).toBe('Enquiry');
  });
});
