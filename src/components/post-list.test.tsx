// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { act, renderInBrowser } from '../../test/dom/render.test-helper.tsx';
import { Providers, post, renderStatic, textOf } from '../blocks/test-fixtures.test-helper.tsx';
import { createImageUrls } from '../content/image-url.ts';
import type { PostCard } from '../content/page-data.ts';
import { hasMorePosts, MORE_POSTS_LABEL, nextLimit, PostList, postListImagePaths } from './post-list.tsx';

const posts = (n: number): PostCard[] => Array.from({ length: n }, (_, i) => post(i + 1));

describe('the More posts rule', () => {
  it('starts at 5 and adds 5 per press', () => {
    expect(nextLimit(5)).toBe(10);
    expect(nextLimit(10)).toBe(15);
  });

  it('offers more only while fewer than all are shown', () => {
    expect(hasMorePosts(5, 12)).toBe(true);
    expect(hasMorePosts(10, 12)).toBe(true);
    expect(hasMorePosts(15, 12)).toBe(false);
    expect(hasMorePosts(10, 10)).toBe(false);
    expect(hasMorePosts(5, 3)).toBe(false);
  });
});

describe('PostList (server render)', () => {
  it('shows the first five posts with picture (500 wide), title link, date and category links', () => {
    const html = renderStatic(
      <PostList
        posts={[
          post(1, {
            published: '2023-03-14T09:00:00Z',
            categories: [
              { id: 'c1', title: 'Case Studies', path: '/category/case-studies/' },
              { id: 'c2', title: 'General', path: '/category/general/' },
            ],
          }),
          ...posts(11).slice(1),
        ]}
      />,
    );
    const items = [...html.querySelectorAll('ol > li')];
    expect(items).toHaveLength(5);
    const first = items[0] as HTMLElement;
    expect(first.querySelector('h2 a')?.getAttribute('href')).toBe('/post-number-1/');
    expect(textOf(first.querySelector('h2'))).toBe('Post number 1');
    expect(textOf(first.querySelector('time'))).toBe('Tuesday, 14 March 2023');
    expect(first.querySelector('time')?.getAttribute('datetime')).toBe('2023-03-14T09:00:00Z');
    expect([...first.querySelectorAll('ul a')].map((a) => [textOf(a), a.getAttribute('href')])).toEqual([
      ['Case Studies', '/category/case-studies/'],
      ['General', '/category/general/'],
    ]);
    expect(first.querySelector('img:not([aria-hidden])')?.getAttribute('width')).toBe('500');
    expect(textOf(html.querySelector('button'))).toBe(MORE_POSTS_LABEL);
  });

  it('has no More posts button when five or fewer posts exist', () => {
    const html = renderStatic(<PostList posts={posts(5)} />);
    expect(html.querySelectorAll('ol > li')).toHaveLength(5);
    expect(html.querySelector('button')).toBeNull();
  });

  it('lets the caller pick the heading level', () => {
    expect(renderStatic(<PostList posts={posts(2)} headingLevel="h3" />).querySelectorAll('h3')).toHaveLength(
      2,
    );
  });

  it('lists the image files the browser may ask for, for every post', () => {
    const paths = postListImagePaths(createImageUrls({ mode: 'local' }), posts(12));
    expect(paths.length).toBeGreaterThan(12);
    expect(paths.every((p) => p.startsWith('/images/'))).toBe(true);
    expect(paths.some((p) => p.includes('/w500-'))).toBe(true);
  });
});

describe('PostList (in the browser)', () => {
  let container: HTMLElement;
  const shown = () => container.querySelectorAll('ol > li').length;
  const more = () => container.querySelector('button');

  it('adds five posts per press and hides the button once all show', async () => {
    ({ container } = await renderInBrowser(<PostList posts={posts(12)} />, { wrapper: Providers }));
    expect(shown()).toBe(5);
    await act(async () => more()?.click());
    expect(shown()).toBe(10);
    expect(more()).not.toBeNull();
    await act(async () => more()?.click());
    expect(shown()).toBe(12);
    expect(more()).toBeNull();
  });

  it('hands focus to the first newly shown post when the button goes', async () => {
    ({ container } = await renderInBrowser(<PostList posts={posts(8)} />, { wrapper: Providers }));
    more()?.focus();
    await act(async () => more()?.click());
    expect(more()).toBeNull();
    expect(document.activeElement?.textContent).toBe('Post number 6');
  });
});
