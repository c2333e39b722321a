// The post list of the news pages and the posts block (SPEC §2 "Post list"): image (width 500),
// title, categories, published date; 5 at first, "More posts" adds 5 per click (or Space, which a
// button turns into a click) and goes once every post shows.
import { useEffect, useRef, useState } from 'react';
import type { ImageUrls } from '../content/image-url.ts';
import type { PostCard } from '../content/page-data.ts';
import { IMAGE_SIZES, POST_LIST_INCREMENT, POST_LIST_INITIAL } from '../lib/constants.ts';
import buttons from './button.module.css';
import { HydrationSlice } from './hydration-slice.tsx';
import { COLUMN_WIDTH, type ImageSizing, LazyImage, lazyImagePaths } from './lazy-image.tsx';
import { SmartLink } from './link.tsx';
import { PostCategories } from './post-categories.tsx';
import { formatPublished } from './post-date.ts';
import styles from './post-list.module.css';

export const MORE_POSTS_LABEL = 'More posts';

/** How post-list images are sized; the build makes these files for posts only the browser shows. */
export const POST_LIST_IMAGE: ImageSizing = {
  width: IMAGE_SIZES.postList.width,
  sizes: `(min-width: 48rem) 16rem, ${COLUMN_WIDTH}`,
};

/** Every image file the list can request, for the build: the later pages render in the browser only. */
export function postListImagePaths(images: ImageUrls, posts: readonly PostCard[]): string[] {
  return posts.flatMap((post) => (post.image ? lazyImagePaths(images, post.image, POST_LIST_IMAGE) : []));
}

/** How many posts show after one more press of "More posts". */
export function nextLimit(limit: number): number {
  return limit + POST_LIST_INCREMENT;
}

/** Whether "More posts" still has something to show. */
export function hasMorePosts(limit: number, total: number): boolean {
  return limit < total;
}

export interface PostListProps {
  posts: readonly PostCard[];
  /** h2 where the list is the page's main content, h3 under a block's own title. */
  headingLevel?: 'h2' | 'h3';
  /** The list opens the page: its first picture is what a phone shows first, so it loads first. */
  leadImagePriority?: boolean;
}

export function PostList({ posts, headingLevel: Heading = 'h2', leadImagePriority = false }: PostListProps) {
  const [limit, setLimit] = useState(POST_LIST_INITIAL);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const shown = posts.slice(0, limit);

  // When the last press removes the button, focus would fall to the page: hand it to the first
  // post that press revealed instead.
  useEffect(() => {
    if (focusIndex === null) return;
    listRef.current?.querySelectorAll<HTMLAnchorElement>(`.${styles.titleLink}`)[focusIndex]?.focus();
    setFocusIndex(null);
  }, [focusIndex]);

  if (posts.length === 0) return <p className={styles.empty}>No posts yet.</p>;

  const showMore = () => {
    const next = nextLimit(limit);
    if (!hasMorePosts(next, posts.length)) setFocusIndex(limit);
    setLimit(next);
  };

  return (
    <div>
      <ol className={styles.list} ref={listRef}>
        {shown.map((post, index) => (
          <li key={post.id} className={styles.post}>
            <HydrationSlice>
              {post.image && (
                <LazyImage
                  image={post.image}
                  {...POST_LIST_IMAGE}
                  priority={leadImagePriority && index === 0}
                  className={styles.image}
                  alt=""
                />
              )}
              <div className={styles.body}>
                <Heading className={styles.title}>
                  <SmartLink href={post.path} className={styles.titleLink}>
                    {post.title}
                  </SmartLink>
                </Heading>
                <p className={styles.meta}>
                  <time dateTime={post.published}>{formatPublished(post.published)}</time>
                </p>
                {post.categories.length > 0 && (
                  <PostCategories
                    categories={post.categories}
                    className={styles.categories}
                    linkClassName={styles.category}
                  />
                )}
              </div>
            </HydrationSlice>
          </li>
        ))}
      </ol>
      {hasMorePosts(limit, posts.length) && (
        <button
          type="button"
          className={`${buttons.button} ${buttons.secondary} ${styles.more}`}
          onClick={showMore}
        >
          {MORE_POSTS_LABEL}
        </button>
      )}
    </div>
  );
}
