import { afterAll, describe, expect, it } from 'vitest';
import { checkLinks } from './links.ts';
import {
  ABOUT,
  addPage,
  goodSite,
  HOME,
  pageHtml,
  positionOf,
  removeSites,
  type SiteFiles,
  TEST_SITE_URL,
  writeSite,
} from './site.test-helper.ts';

afterAll(removeSites);

const check = (files: SiteFiles, siteUrl = TEST_SITE_URL) => checkLinks(writeSite(files), { siteUrl });
/** The site with one more line in the home page's <main>. */
function homeWith(markup: string): SiteFiles {
  const files = goodSite();
  addPage(files, { ...HOME, main: `${HOME.main}\n        ${markup}` });
  return files;
}
const found = (files: SiteFiles) => check(files).findings.map((f) => ({ rule: f.rule, message: f.message }));

describe('checkLinks', () => {
  it('passes a site whose every reference resolves, and counts external hosts', () => {
    const result = check(goodSite());
    expect(result.findings).toEqual([]);
    expect(result.notes.join('\n')).toContain('external (not fetched): www.youtube.com ×4');
  });

  it('finds a link to a page that does not exist, with file and line', () => {
    const files = homeWith('<a href="/no-such-page/">Gone</a>');
    expect(check(files).findings).toEqual([
      {
        file: 'index.html',
        ...positionOf(files, 'index.html', '<a href="/no-such-page/">'),
        message: 'a[href] "/no-such-page/": no such file or page in the site',
        rule: 'broken',
      },
    ]);
  });

  it('finds relative links that resolve to nothing', () => {
    const files = goodSite();
    addPage(files, { ...ABOUT, main: `${ABOUT.main}<a href="team/">Team</a><a href="../">Home</a>` });
    expect(found(files)).toEqual([
      { rule: 'broken', message: 'a[href] "team/": no such file or page in the site' },
    ]);
  });

  it('finds an #anchor with no element of that id on the target page', () => {
    expect(found(homeWith('<a href="/about-us/#staff">Staff</a><a href="#nowhere">x</a>'))).toEqual([
      {
        rule: 'anchor',
        message: 'a[href] "/about-us/#staff": no element with id "staff" on about-us/index.html',
      },
      { rule: 'anchor', message: 'a[href] "#nowhere": no element with id "nowhere" on index.html' },
    ]);
  });

  it('finds a link to a route without its trailing slash', () => {
    expect(found(homeWith('<a href="/about-us">About</a>'))).toEqual([
      { rule: 'slash', message: 'a[href] "/about-us": needs a trailing slash: /about-us/' },
    ]);
  });

  it('follows the host redirects for links, but not for assets', () => {
    const files = homeWith('<a href="/home/">Home</a><img src="/home/" alt="">');
    expect(found(files)).toEqual([
      { rule: 'redirect', message: 'img[src] "/home/": is a redirect to /; refer to the target' },
    ]);
  });

  it('finds a missing image and a missing srcset candidate', () => {
    const files = homeWith(
      '<img src="/images/b/x.webp" srcset="/images/a/hero-800.webp 1x, /images/b/x-2x.webp 2x" alt="">',
    );
    expect(found(files)).toEqual([
      { rule: 'broken', message: 'img[src] "/images/b/x.webp": no such file or page in the site' },
      { rule: 'broken', message: 'img[srcset] "/images/b/x-2x.webp": no such file or page in the site' },
    ]);
  });

  it('finds missing stylesheets, scripts, icons and preloads', () => {
    const files = goodSite();
    files['index.html'] = pageHtml(HOME)
      .replace('/assets/css/style.css', '/assets/css/old.css')
      .replace('src="/assets/js/index.js"', 'src="/assets/js/gone.js"')
      .replace('/favicon-32x32.png', '/favicon.ico')
      .replace('/assets/js/home.js', '/assets/css/style.css');
    expect(found(files)).toEqual([
      { rule: 'broken', message: 'link[rel=icon] "/favicon.ico": no such file or page in the site' },
      { rule: 'wrong-type', message: 'link[rel=modulepreload] "/assets/css/style.css": is not a script' },
      { rule: 'broken', message: 'script[src] "/assets/js/gone.js": no such file or page in the site' },
      {
        rule: 'broken',
        message: 'link[rel=stylesheet] "/assets/css/old.css": no such file or page in the site',
      },
    ]);
  });

  it('finds a script, preload or stylesheet named twice in one page', () => {
    const files = goodSite();
    files['index.html'] = pageHtml(HOME).replace(
      '<link rel="stylesheet"',
      '<link rel="modulepreload" href="/assets/js/home.js"><link rel="stylesheet"',
    );
    expect(found(files)).toEqual([
      { rule: 'duplicate', message: 'link[rel=modulepreload] /assets/js/home.js: named twice in the page' },
    ]);
  });

  it('requires canonical URLs on SITE_URL that are pages', () => {
    const files = goodSite();
    files['index.html'] = pageHtml(HOME).replace(
      `<link rel="canonical" href="${TEST_SITE_URL}/">`,
      '<link rel="canonical" href="https://staging.example.com/">',
    );
    files['about-us/index.html'] = pageHtml(ABOUT).replace(
      `<link rel="canonical" href="${TEST_SITE_URL}/about-us/">`,
      '<link rel="canonical" href="/about-us/">',
    );
    files['404/index.html'] = (files['404/index.html'] as string).replace(
      `<link rel="canonical" href="${TEST_SITE_URL}/404/">`,
      `<link rel="canonical" href="${TEST_SITE_URL}/favicon-32x32.png">`,
    );
    expect(found(files)).toEqual([
      {
        rule: 'not-a-page',
        message: `link[rel=canonical] "${TEST_SITE_URL}/favicon-32x32.png": is not a page`,
      },
      {
        rule: 'not-site-url',
        message: `link[rel=canonical] "/about-us/": must be an absolute URL on SITE_URL ${TEST_SITE_URL}`,
      },
      {
        rule: 'not-site-url',
        message: `link[rel=canonical] "https://staging.example.com/": must be on SITE_URL ${TEST_SITE_URL}`,
      },
    ]);
    // The same site checked against another SITE_URL: every canonical, og:url and sitemap entry is wrong.
    const elsewhere = check(goodSite(), 'https://www.example.co.uk').findings;
    expect(elsewhere.map((f) => f.rule)).toEqual(Array(4 * 2 + 2).fill('not-site-url'));
  });

  it('finds missing files named in page data, with the JSON pointer', () => {
    const files = goodSite();
    addPage(files, {
      ...HOME,
      data: { hero: { image: { src: '/images/a/gone.webp' } }, cta: { link: { href: '/contact-us/' } } },
    });
    expect(check(files).findings).toEqual([
      {
        file: 'assets/data/index.json',
        pointer: 'data.hero.image.src',
        message: 'page-data asset "/images/a/gone.webp": no such file or page in the site',
        rule: 'broken',
      },
      {
        file: 'assets/data/index.json',
        pointer: 'data.cta.link.href',
        message: 'page-data link "/contact-us/": no such file or page in the site',
        rule: 'broken',
      },
    ]);
  });

  it('finds a font missing from the stylesheet, a sitemap entry and a redirect target', () => {
    const files = goodSite();
    files['assets/css/style.css'] = '@font-face{src:url("../fonts/inter-2.woff2")}';
    files['sitemap.xml'] = (files['sitemap.xml'] as string).replace('/about-us/', '/about/');
    files._redirects = '/home/  /  301\n/old-news/  /news/  301\n';
    expect(found(files)).toEqual([
      { rule: 'broken', message: 'css url() "../fonts/inter-2.woff2": no such file or page in the site' },
      {
        rule: 'broken',
        message: `sitemap <loc> "${TEST_SITE_URL}/about/": no such file or page in the site`,
      },
      { rule: 'broken', message: 'redirect /old-news/ → "/news/": no such file or page in the site' },
    ]);
  });

  it('finds search results whose path is not a page', () => {
    const files = goodSite();
    files['flexsearch.json'] = JSON.stringify({
      version: 1,
      docs: [
        [2, 'About us', '/about-us/'],
        [0, 'Old product', '/product/gone/'],
        [2, 'About, no slash', '/about-us'],
      ],
      map: [],
    });
    expect(check(files).findings.map((f) => [f.pointer, f.rule])).toEqual([
      ['docs[1]', 'broken'],
      ['docs[2]', 'slash'],
    ]);
  });

  it('lists function endpoints and skips mail and phone links', () => {
    const result = check(
      homeWith('<form action="/.netlify/functions/contact-form"></form><a href="tel:+441622000417">Call</a>'),
    );
    expect(result.findings).toEqual([]);
    expect(result.notes.join('\n')).toContain('/.netlify/functions/contact-form');
  });
});
