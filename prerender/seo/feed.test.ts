import { beforeAll, describe, expect, it } from 'vitest';
import { childrenNamed, readXml, type XmlElement } from '../../scripts/quality/site-checks/xml.ts';
import type { ModelPage } from '../../src/templates/template-types.ts';
import type { Snapshot } from '../content/snapshot.ts';
import { fixtureOptions, fixtureSnapshot } from '../fixture.test-helper.ts';
import { buildSiteModel } from '../site-model.ts';
import { FEED_ITEMS, type Feed, feedOf, rfc822, rssXml } from './feed.ts';

const SITE = 'https://www.example.co.uk';
let snapshot: Snapshot;

beforeAll(async () => {
  snapshot = await fixtureSnapshot();
});

function channelOf(xml: string): XmlElement {
  const read = readXml(xml);
  if ('error' in read) throw new Error(`line ${read.line}: ${read.error}`);
  expect([read.root.name, read.root.attributes.get('version')]).toEqual(['rss', '2.0']);
  const channel = childrenNamed(read.root, 'channel')[0];
  if (!channel) throw new Error('no channel');
  return channel;
}
const text = (element: XmlElement | undefined, name: string) =>
  childrenNamed(element as XmlElement, name)[0]?.text;

describe('rfc822', () => {
  it('writes the date in GMT as RSS 2.0 asks', () => {
    expect(rfc822('2023-06-07T10:30:00+01:00')).toBe('Wed, 07 Jun 2023 09:30:00 GMT');
    expect(() => rfc822('yesterday')).toThrow('Not a date-time');
  });
});

describe('feedOf', () => {
  it('carries the posts, newest first, with their address, summary, date and categories', () => {
    const { pages, site } = buildSiteModel(snapshot, fixtureOptions({ siteUrl: SITE }));
    const feed = feedOf(pages, site);
    const posts = [...snapshot.posts].sort((a, b) => b.published.localeCompare(a.published));
    expect(feed?.items.map((i) => i.link)).toEqual(posts.map((p) => `${SITE}${p.path}`));
    expect(feed?.items[0]).toMatchObject({
      title: posts[0]?.title,
      published: posts[0]?.published,
      categories: posts[0]?.categories.map((c) => c.title),
    });
    expect(feed?.self).toBe(`${SITE}/latest-news/feed.xml`);
    expect(feed?.link).toBe(`${SITE}/latest-news/`);
  });

  it('keeps to the newest posts, and is absent without news', () => {
    const post = (n: number): ModelPage =>
      ({
        template: 'post',
        meta: { path: `/post-${n}/`, description: `Post ${n}` },
        data: {
          post: {
            title: `Post ${n}`,
            path: `/post-${n}/`,
            published: new Date(Date.UTC(2020, 0, 1 + n)).toISOString(),
            updatedAt: new Date(Date.UTC(2020, 0, 1 + n)).toISOString(),
            excerpt: '',
            categories: [],
          },
        },
      }) as unknown as ModelPage;
    const site = { siteName: 'Dealer', siteUrl: SITE };
    const feed = feedOf(
      Array.from({ length: FEED_ITEMS + 5 }, (_, n) => post(n)),
      site,
    );
    expect(feed?.items).toHaveLength(FEED_ITEMS);
    expect(feed?.items[0]?.title).toBe(`Post ${FEED_ITEMS + 4}`);
    expect(feedOf([], site)).toBeNull();
  });
});

describe('rssXml', () => {
  const feed: Feed = {
    title: 'Latest News | Dealer & Sons',
    link: `${SITE}/latest-news/`,
    description: 'News <and> "case studies"',
    self: `${SITE}/latest-news/feed.xml`,
    items: [
      {
        title: 'What\u2019s happening: <b>tractors</b> & more\u0007',
        link: `${SITE}/whats-happening/`,
        description: 'A summary',
        published: '2023-10-16T09:00:00Z',
        updatedAt: '2023-10-17T12:43:00Z',
        categories: ["What's Happening", 'General'],
      },
    ],
  };

  it('is well-formed RSS 2.0 whose text reads back as given', () => {
    const channel = channelOf(rssXml(feed));
    expect(text(channel, 'title')).toBe('Latest News | Dealer & Sons');
    expect(text(channel, 'description')).toBe('News <and> "case studies"');
    expect(text(channel, 'language')).toBe('en-GB');
    const self = childrenNamed(channel, 'link', 'http://www.w3.org/2005/Atom')[0];
    expect([self?.attributes.get('rel'), self?.attributes.get('href')]).toEqual(['self', feed.self]);
    const item = childrenNamed(channel, 'item')[0];
    // The control character an editor pasted is dropped: XML 1.0 cannot carry it.
    expect(text(item, 'title')).toBe('What\u2019s happening: <b>tractors</b> & more');
    expect(text(item, 'pubDate')).toBe('Mon, 16 Oct 2023 09:00:00 GMT');
    expect(childrenNamed(item as XmlElement, 'category').map((c) => c.text)).toEqual([
      "What's Happening",
      'General',
    ]);
    const guid = childrenNamed(item as XmlElement, 'guid')[0];
    expect([guid?.text, guid?.attributes.get('isPermaLink')]).toEqual([`${SITE}/whats-happening/`, 'true']);
  });

  it('dates the build by the newest change among its items, so the same content writes the same file', () => {
    expect(text(channelOf(rssXml(feed)), 'lastBuildDate')).toBe('Tue, 17 Oct 2023 12:43:00 GMT');
    expect(rssXml(feed)).toBe(rssXml(structuredClone(feed)));
  });
});
