// News feeds named by the pages (`<link rel=alternate type=application/rss+xml>`): each is a file of
// the site that parses as RSS 2.0, names itself (atom:link rel=self), and whose items have a title,
// a guid, an RFC 822 date and a link to a page that exists. The home page names every feed.
import { classify } from './resolve.ts';
import {
  type Located,
  parseSiteXml,
  readSiteFile,
  report,
  resolveFinal,
  type SeoContext,
  sitePath,
} from './seo-context.ts';
import { childrenNamed } from './xml.ts';

const ATOM = 'http://www.w3.org/2005/Atom';
/** RFC 822 section 5, with the four-digit years RSS 2.0 recommends (and two-digit ones it allows). */
const RFC_822 =
  /^(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), )?\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (?:\d{2}|\d{4}) \d{2}:\d{2}(?::\d{2})? (?:UT|GMT|[ECMP][SD]T|[A-IK-Z]|[+-]\d{4})$/;

function checkFeedFile(context: SeoContext, url: string, file: string): number {
  const root = parseSiteXml(context, file, readSiteFile(context, file) ?? '', 'feed-xml');
  if (!root) return 0;
  if (root.name !== 'rss' || root.uri !== '' || root.attributes.get('version') !== '2.0') {
    report(context, { file, line: root.line }, 'the root is not <rss version="2.0">', 'feed-shape');
    return 0;
  }
  const channels = childrenNamed(root, 'channel', '');
  const channel = channels[0];
  if (!channel || channels.length > 1) {
    report(context, { file, line: root.line }, 'an RSS feed has exactly one <channel>', 'feed-shape');
    return 0;
  }
  const at = (line: number): Located => ({ file, line });
  for (const name of ['title', 'link', 'description']) {
    if (!childrenNamed(channel, name, '')[0]?.text) {
      report(context, at(channel.line), `<channel> has no ${name}`, 'feed-shape');
    }
  }
  const self = childrenNamed(channel, 'link', ATOM).find((l) => l.attributes.get('rel') === 'self');
  if (self?.attributes.get('href') !== url) {
    report(
      context,
      at(self?.line ?? channel.line),
      `<atom:link rel="self"> does not name the feed's own URL ${url}`,
      'feed-self',
    );
  }
  const items = childrenNamed(channel, 'item', '');
  for (const item of items) {
    const text = (name: string) => childrenNamed(item, name, '')[0];
    if (!text('title')?.text && !text('description')?.text) {
      report(context, at(item.line), '<item> has neither title nor description', 'feed-shape');
    }
    if (!text('guid')?.text) report(context, at(item.line), '<item> has no guid', 'feed-shape');
    const date = text('pubDate');
    if (!date || !RFC_822.test(date.text) || Number.isNaN(Date.parse(date.text))) {
      report(
        context,
        at(date?.line ?? item.line),
        `<pubDate> ${JSON.stringify(date?.text ?? '')} is not an RFC 822 date`,
        'feed-date',
      );
    }
    const link = text('link');
    const target = sitePath(context, link?.text ?? '');
    if (!link || 'problem' in target) {
      report(
        context,
        at(link?.line ?? item.line),
        `<item> link ${'problem' in target ? target.problem : ''}`,
        'feed-link',
      );
    } else if (resolveFinal(context, target.path).kind !== 'page') {
      report(
        context,
        at(link.line),
        `<item> link ${JSON.stringify(link.text)} is not a page of the site`,
        'feed-link',
      );
    }
  }
  return items.length;
}

/** The feeds' checks; returns how many feeds and items there are. */
export function checkFeeds(context: SeoContext): { feeds: number; items: number } {
  const feeds = new Map<string, { url: string; linkedFromHome: boolean; first: Located }>();
  for (const page of context.site.pages.values()) {
    for (const feed of page.seo.feeds) {
      const target = classify(feed.url, page.urlPath, context.siteOrigin);
      if (target.kind !== 'internal') {
        report(
          context,
          { file: page.file, line: feed.line },
          `feed ${JSON.stringify(feed.url)} is not on the site`,
          'feed-missing',
        );
        continue;
      }
      const entry = feeds.get(target.path) ?? {
        url: new URL(target.path, context.siteOrigin).href,
        linkedFromHome: false,
        first: { file: page.file, line: feed.line },
      };
      if (page.file === 'index.html') entry.linkedFromHome = true;
      feeds.set(target.path, entry);
    }
  }
  // A feed file no page names is one feed readers never find.
  for (const file of context.site.files) {
    if (/(?:^|\/)feed\.xml$/.test(file) && !feeds.has(`/${file}`)) {
      report(
        context,
        { file },
        'no page links this feed (<link rel="alternate" type="application/rss+xml">)',
        'feed-unlinked',
      );
    }
  }
  let items = 0;
  for (const [path, feed] of feeds) {
    const resolution = resolveFinal(context, path);
    if (resolution.kind !== 'file') {
      report(
        context,
        feed.first,
        `feed ${JSON.stringify(feed.url)} is not a file of the site`,
        'feed-missing',
      );
      continue;
    }
    if (!feed.linkedFromHome)
      report(
        context,
        { file: 'index.html' },
        `the home page does not link the feed ${feed.url}`,
        'feed-unlinked',
      );
    items += checkFeedFile(context, feed.url, resolution.file);
  }
  return { feeds: feeds.size, items };
}
