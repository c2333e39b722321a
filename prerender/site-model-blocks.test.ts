// The collections the site model fills into blocks: the latest-news cards (the editor's picks,
// else the newest three) and the posts block's list.
import { beforeAll, describe, expect, it } from 'vitest';
import type { PageContent } from '../src/content/page-data.ts';
import type { Block, Page, Post } from '../src/content/schemas/index.ts';
import type { Snapshot } from './content/snapshot.ts';
import { fixtureOptions, fixtureSnapshot } from './fixture.test-helper.ts';
import { buildSiteModel } from './site-model.ts';

const options = fixtureOptions();
let snapshot: Snapshot;
let posts: Post[];

beforeAll(async () => {
  snapshot = await fixtureSnapshot();
  const template = snapshot.posts[0] as Post;
  // Six posts, published a month apart from January 2020, stored out of date order.
  posts = [3, 0, 5, 1, 4, 2].map((n) => ({
    ...template,
    id: `post-test-${n}`,
    slug: `test-post-${n}`,
    path: `/test-post-${n}/`,
    title: `Test post ${n}`,
    published: new Date(Date.UTC(2020, n, 10, 9)).toISOString(),
  }));
});

/** The blocks of a page holding `blocks`, as the site model resolves them. */
function resolved(blocks: Block[]): PageContent['content'] {
  const base = snapshot.pages[0] as Page;
  const page: Page = {
    ...base,
    id: 'page-blocks',
    slug: 'blocks-test',
    path: '/blocks-test/',
    content: blocks,
  };
  const model = buildSiteModel({ ...snapshot, posts, pages: [...snapshot.pages, page] }, options);
  const data = model.pages.find((p) => p.meta.path === '/blocks-test/');
  if (data?.template !== 'page') throw new Error('test page not built');
  return data.data.page.content;
}

const latestNews = (picks: Post[]): Block => ({
  _type: 'latestNews',
  _key: 'ln',
  title: 'Latest News',
  subtitle: 'From the farms',
  posts: picks.map(({ id, path, title, published, excerpt, image, categories }) => ({
    id,
    path,
    title,
    published,
    excerpt,
    image,
    categories,
  })),
});

describe('latest news cards', () => {
  it('are the newest three posts when the editor picked none', () => {
    const [block] = resolved([latestNews([])]);
    if (block?._type !== 'latestNews') throw new Error('expected latestNews');
    expect(block.cards.map((c) => c.title)).toEqual(['Test post 5', 'Test post 4', 'Test post 3']);
  });

  it("are the editor's picks, in the editor's order, when given", () => {
    const picks = [posts[1], posts[3]].filter((p): p is Post => p !== undefined);
    const [block] = resolved([latestNews(picks)]);
    if (block?._type !== 'latestNews') throw new Error('expected latestNews');
    expect(block.cards.map((c) => c.title)).toEqual(['Test post 0', 'Test post 1']);
    // The picks are the cards now: not carried a second time in the page's data.
    expect(Object.keys(block)).not.toContain('posts');
  });

  it('are never more than three', () => {
    const [block] = resolved([latestNews(posts)]);
    if (block?._type !== 'latestNews') throw new Error('expected latestNews');
    expect(block.cards).toHaveLength(3);
    expect(block.cards.map((c) => c.title)).toEqual(['Test post 3', 'Test post 0', 'Test post 5']);
  });
});

describe('posts block', () => {
  it('lists every post, newest first, without a category', () => {
    const [block] = resolved([{ _type: 'posts', _key: 'p', title: null, category: null }]);
    if (block?._type !== 'posts') throw new Error('expected posts');
    expect(block.items.map((c) => c.title)).toEqual(
      posts
        .map((p) => p.title)
        .sort()
        .reverse(),
    );
  });
});
