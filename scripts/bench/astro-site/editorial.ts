// The Astro anchor's editorial pages (scripts/bench/astro-site.ts): the pages with their page
// builder's text and pictures, the posts, the news listing, the news categories, and the pages
// whose body is one sentence.
import { emptyPage, HOME_LINK, plainLink, type SiteContext } from './context.ts';
import { arr, collectContent, dateText, imageOf, isObj, plainBlocks, refOf, slugOf, str } from './fields.ts';
import type { SitePage } from './types.ts';

// The pages whose body is one sentence: [path, template, title, description, text].
const ONE_SENTENCE: ReadonlyArray<readonly [string, string, string, string, string]> = [
  [
    '/enquiry-basket/',
    'enquiry-basket',
    'Enquiry Basket',
    'The machines you have collected.',
    'Your enquiry basket is empty. Add machines from their pages.',
  ],
  [
    '/search/',
    'search',
    'Search',
    'Search the machines, ranges and news.',
    'Search needs JavaScript. Browse the main ranges instead.',
  ],
  [
    '/offline/',
    'offline',
    "You're offline",
    'What this device can open without a signal.',
    'This page is not saved on this device, so it needs a connection.',
  ],
  [
    '/404/',
    'not-found',
    'Page not found',
    'This page does not exist.',
    'Sorry, we cannot find that page. Try the menu or the search.',
  ],
];

export function oneSentencePages(): SitePage[] {
  return ONE_SENTENCE.map(([path, template, title, description, text]) => ({
    ...emptyPage(path, template, title, description),
    text: [{ kind: 'p', text }],
  }));
}

export function editorialPages(site: SiteContext): SitePage[] {
  const { byId, link, pathOf, posts, postCard } = site;
  const pages: SitePage[] = [];
  for (const p of site.of('page')) {
    const isHome = slugOf(p) === 'home';
    const hero = isObj(p.hero) ? p.hero : {};
    const content = collectContent(p.content);
    const heroImage = imageOf(hero.image);
    pages.push({
      ...emptyPage(pathOf(p), isHome ? 'home' : 'page', isHome ? site.siteName : str(p.title), ''),
      description: (isObj(p.seo) ? str(p.seo.description) : '') || str(hero.subtitle),
      intro: str(hero.subtitle),
      images: [...(heroImage ? [heroImage] : []), ...content.images],
      text: content.text,
    });
  }
  posts.forEach((post, index) => {
    const older = posts[index + 1];
    const newer = posts[index - 1];
    const image = imageOf(post.image, str(post.title));
    pages.push({
      ...emptyPage(pathOf(post), 'post', str(post.title), str(post.excerpt)),
      meta: dateText(str(post.published)),
      intro: str(post.excerpt),
      breadcrumb: [HOME_LINK, plainLink('Latest News', '/latest-news/')],
      images: image ? [image] : [],
      text: plainBlocks(post.body),
      links: [
        ...arr(post.categories).flatMap((c) => {
          const category = byId.get(refOf(c));
          return category ? [link(category)] : [];
        }),
        ...(older ? [{ ...link(older), text: `Previous: ${str(older.title)}` }] : []),
        ...(newer ? [{ ...link(newer), text: `Next: ${str(newer.title)}` }] : []),
      ],
    });
  });
  pages.push({
    ...emptyPage('/latest-news/', 'latest-news', 'Latest News', 'News, shows and case studies.'),
    groups: [{ heading: 'Latest News', cards: posts.map(postCard) }],
  });
  for (const category of site.of('category')) {
    pages.push({
      ...emptyPage(
        pathOf(category),
        'category',
        str(category.title),
        `${str(category.title)}: news and stories.`,
      ),
      groups: [
        {
          heading: str(category.title),
          cards: posts.filter((p) => arr(p.categories).some((c) => refOf(c) === category._id)).map(postCard),
        },
      ],
    });
  }
  return pages;
}
