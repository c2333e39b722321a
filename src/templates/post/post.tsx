// A news post (SPEC §2): its hero (the post's photo, or the plain band), date and categories, the
// story, the older and newer posts, and the news sidebar. The photo shows once, in the hero:
// repeated under it, it would push the story below the fold on a phone.
import { HeroBanner } from '../../components/hero-banner.tsx';
import { SmartLink } from '../../components/link.tsx';
import { PostCategories } from '../../components/post-categories.tsx';
import { formatPublished } from '../../components/post-date.ts';
import { RichText } from '../../components/rich-text.tsx';
import type { Ref } from '../../content/page-data.ts';
import { NewsLayout } from '../parts/news-layout.tsx';
import { TitleBand } from '../parts/title-band.tsx';
import type { Data } from './model.ts';
import styles from './post.module.css';

export function Template({ data }: { data: Data }) {
  const { post, previous, next } = data;
  return (
    <>
      {post.image ? (
        <HeroBanner hero={{ title: post.title, subtitle: 'Latest News', image: post.image }} priority />
      ) : (
        <TitleBand kicker="Latest News" title={post.title} />
      )}
      <NewsLayout>
        {/* Not an article: the post's heading is the page's h1, above in the banner. */}
        <div className={styles.article}>
          <div className={styles.meta}>
            <time dateTime={post.published} className={styles.date}>
              {formatPublished(post.published)}
            </time>
            <PostCategories
              categories={post.categories}
              className={styles.categories}
              linkClassName={styles.category}
            />
          </div>
          <RichText value={post.body} className={styles.body} />
        </div>
        {(previous || next) && (
          <nav aria-label="More posts" className={styles.pager}>
            {previous && <PagerLink post={previous} label="Previous post" rel="prev" />}
            {next && <PagerLink post={next} label="Next post" rel="next" />}
          </nav>
        )}
      </NewsLayout>
    </>
  );
}

function PagerLink({ post, label, rel }: { post: Ref; label: string; rel: 'prev' | 'next' }) {
  return (
    <SmartLink href={post.path} rel={rel} className={`${styles.pagerLink} ${styles[rel]}`}>
      <span className={styles.pagerLabel}>{label}</span>
      <span className={styles.pagerTitle}>{post.title}</span>
    </SmartLink>
  );
}
