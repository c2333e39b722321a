// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderInBrowser } from '../../test/dom/render.test-helper.tsx';
import { watchWindowClicks } from '../../test/dom/window-clicks.test-helper.ts';
import { interceptLinkClicks } from '../app/link-clicks.ts';
import { site } from '../blocks/test-fixtures.test-helper.tsx';
import type { HrefKind } from './link.tsx';
import { classifyHref, cleanHref, SmartLink, withTrailingSlash } from './link.tsx';
import { SiteProvider } from './site-context.tsx';
import type { Prefetcher } from './use-prefetch.ts';
import { PrefetchProvider } from './use-prefetch.ts';

const SITE = site.siteUrl;

describe('classifyHref', () => {
  it.each<[string, HrefKind]>([
    // Paths inside the site: client navigation.
    ['/', 'internal'],
    ['/about-us/', 'internal'],
    ['/about-us', 'internal'],
    ['/product/srx-5800/?colour=red#specs', 'internal'],
    ['/product-category/Pulverisers-Vineyard/', 'internal'],
    ['team/', 'internal'],
    ['../latest-news/', 'internal'],
    ['?page=2', 'internal'],
    ['  /contact-us/  ', 'internal'],
    // The site's own absolute address, files, in-page anchors, mail and phone: plain links.
    [`${SITE}/about-us/`, 'plain'],
    [`${SITE}`, 'plain'],
    ['//www.dealer.example/about-us/', 'plain'],
    ['HTTPS://WWW.DEALER.EXAMPLE/about-us/', 'plain'],
    ['/media/brochure.pdf', 'plain'],
    ['/sitemap.xml', 'plain'],
    ['/media/brochure.PDF?download=1', 'plain'],
    ['#team', 'plain'],
    ['mailto:sales@dealer.example', 'plain'],
    ['MAILTO:sales@dealer.example', 'plain'],
    ['tel:+441234567890', 'plain'],
    // Any other site: a new tab.
    ['https://www.youtube.com/watch?v=abc', 'external'],
    ['http://example.com', 'external'],
    ['//cdn.example.com/file', 'external'],
    ['/\\evil.example/path', 'external'],
    ['http://www.dealer.example/about-us/', 'external'],
    ['https://www.dealer.example:8443/', 'external'],
    ['https://dealer.example/', 'external'],
    // Schemes that run code or are not links a visitor should follow: no link at all.
    ['javascript:alert(1)', 'unsafe'],
    ['JavaScript:alert(1)', 'unsafe'],
    [' \u0001javascript:alert(1)', 'unsafe'],
    ['java\tscript:alert(1)', 'unsafe'],
    ['java\nscript:alert(1)', 'unsafe'],
    ['data:text/html,<script>alert(1)</script>', 'unsafe'],
    ['vbscript:msgbox(1)', 'unsafe'],
    ['file:///etc/passwd', 'unsafe'],
    ['ftp://example.com/file', 'unsafe'],
    ['blob:https://www.dealer.example/uuid', 'unsafe'],
    ['', 'unsafe'],
    ['   ', 'unsafe'],
    ['https://', 'unsafe'],
  ])('%j → %s', (href, kind) => {
    expect(classifyHref(href, SITE)).toBe(kind);
  });

  it('treats every absolute address as external when the site address is unknown', () => {
    expect(classifyHref(`${SITE}/about-us/`)).toBe('external');
    expect(classifyHref('/about-us/')).toBe('internal');
    expect(classifyHref('mailto:a@b.example')).toBe('plain');
  });

  it('cleans what browsers ignore', () => {
    expect(cleanHref(' \t/about-us/\n ')).toBe('/about-us/');
    expect(cleanHref('jav\ra\tscript:x')).toBe('javascript:x');
  });
});

describe('withTrailingSlash', () => {
  it.each([
    ['/about-us', '/about-us/'],
    ['/about-us/', '/about-us/'],
    ['/', '/'],
    ['/about-us?x=1', '/about-us/?x=1'],
    ['/about-us#team', '/about-us/#team'],
    ['/about-us?x=/y#z/', '/about-us/?x=/y#z/'],
    ['/about-us/?x=1', '/about-us/?x=1'],
    ['?page=2', '?page=2'],
    ['team', 'team/'],
  ])('%s → %s', (href, expected) => {
    expect(withTrailingSlash(href)).toBe(expected);
  });
});

describe('SmartLink', () => {
  let view: Awaited<ReturnType<typeof renderInBrowser>>;
  // Whether the router took the click (it prevents the browser's own navigation).
  const clicks = watchWindowClicks();
  let stopIntercepting = () => {};
  afterEach(() => {
    stopIntercepting();
  });

  async function render(
    ui: ReactNode,
    { path = '/', prefetcher }: { path?: string; prefetcher?: Prefetcher } = {},
  ) {
    const router = createMemoryRouter(
      [
        { path: '/', element: ui },
        { path: '/about-us/', element: <p>About page</p> },
        { path: '*', element: ui },
      ],
      { initialEntries: [path] },
    );
    const tree = (
      <SiteProvider value={site}>
        <RouterProvider router={router} />
      </SiteProvider>
    );
    view = await renderInBrowser(
      prefetcher ? <PrefetchProvider value={prefetcher}>{tree}</PrefetchProvider> : tree,
    );
    stopIntercepting = interceptLinkClicks(view.container, {
      siteUrl: SITE,
      navigate: (to, options) => router.navigate(to, options),
    });
    return router;
  }

  const anchor = () => view.container.querySelector('a');

  it('navigates inside the site without a full load, adding the trailing slash', async () => {
    const router = await render(<SmartLink href="/about-us">About</SmartLink>);
    expect(anchor()?.getAttribute('href')).toBe('/about-us/');
    expect(anchor()?.hasAttribute('target')).toBe(false);
    await act(async () => anchor()?.click());
    expect(clicks.taken).toBe(true);
    expect(router.state.location.pathname).toBe('/about-us/');
    expect(view.container.textContent).toBe('About page');
  });

  it('keeps query and hash after the added slash and passes anchor props through', async () => {
    await render(
      <SmartLink href="/about-us?x=1#team" className="cta" aria-label="About the team">
        Team
      </SmartLink>,
    );
    expect(anchor()?.getAttribute('href')).toBe('/about-us/?x=1#team');
    expect(anchor()?.className).toBe('cta');
    expect(anchor()?.getAttribute('aria-label')).toBe('About the team');
  });

  it('renders a plain link to the site’s own address, mail and phone', async () => {
    await render(
      <>
        <SmartLink href={`${SITE}/about-us/`}>Own</SmartLink>
        <SmartLink href="mailto:sales@dealer.example">Mail</SmartLink>
        <SmartLink href="tel:+441234567890">Call</SmartLink>
      </>,
    );
    const links = [...view.container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      `${SITE}/about-us/`,
      'mailto:sales@dealer.example',
      'tel:+441234567890',
    ]);
    expect(links.some((a) => a.hasAttribute('target') || a.hasAttribute('rel'))).toBe(false);
    await act(async () => links[0]?.click());
    expect(clicks.taken).toBe(false);
  });

  it('opens another site in a new tab without giving it the opener', async () => {
    await render(
      <SmartLink href="https://www.youtube.com/watch?v=abc" target="_self" rel="opener">
        Video
      </SmartLink>,
    );
    expect(anchor()?.getAttribute('target')).toBe('_blank');
    expect(anchor()?.getAttribute('rel')).toBe('noopener noreferrer');
    await act(async () => anchor()?.click());
    expect(clicks.taken).toBe(false);
  });

  it('says that it opens a new tab, to the eye and in its name', async () => {
    await render(
      <>
        <SmartLink href="https://www.hse.gov.uk/pesticides/">Pesticide rules</SmartLink>
        <SmartLink href="https://ico.org.uk" aria-label="The regulator">
          ICO
        </SmartLink>
      </>,
    );
    const [text, labelled] = [...view.container.querySelectorAll('a')];
    expect(text?.textContent).toBe('Pesticide rules↗ (opens in a new tab)');
    expect(text?.querySelector('.new-tab')?.getAttribute('aria-hidden')).toBe('true');
    expect(labelled?.getAttribute('aria-label')).toBe('The regulator (opens in a new tab)');
  });

  it('renders the children without a link for an unsafe scheme', async () => {
    // As it would arrive from content: the very thing the component must not make clickable.
    const fromContent = ['javascript', 'alert(1)'].join(':');
    await render(
      <p>
        <SmartLink href={fromContent}>
          <strong>Click me</strong>
        </SmartLink>
      </p>,
    );
    expect(anchor()).toBeNull();
    expect(view.container.innerHTML).toBe('<p><strong>Click me</strong></p>');
  });

  it('hands internal links, resolved, to the prefetcher and stops on unmount', async () => {
    const stop = vi.fn();
    const prefetcher = { observe: vi.fn<Prefetcher['observe']>(() => stop), disconnect: vi.fn() };
    await render(
      <>
        <SmartLink href="team">Team</SmartLink>
        <SmartLink href="https://www.youtube.com/">Video</SmartLink>
        <SmartLink href={`${SITE}/about-us/`}>Own</SmartLink>
      </>,
      { path: '/about-us/people/', prefetcher },
    );
    expect(prefetcher.observe).toHaveBeenCalledExactlyOnceWith(anchor(), '/about-us/people/team/');
    view.unmount();
    expect(stop).toHaveBeenCalledTimes(1);
  });
});
