// A news category (SPEC §2 /category/{slug}/): its posts in the post list, with the sidebar.
import { PostList } from '../components/post-list.tsx';
import type { TemplateDataMap } from '../content/page-data.ts';
import styles from './category.module.css';
import { NewsLayout } from './parts/news-layout.tsx';
import { TitleBand } from './parts/title-band.tsx';

export function Template({ data }: { data: TemplateDataMap['category'] }) {
  const { category, posts } = data;
  return (
    <>
      <TitleBand
        kicker="Latest News"
        title={
          <>
            <span className={styles.prefix}>Category: </span>
            {category.title}
          </>
        }
      >
        <p>
          {posts.length} {posts.length === 1 ? 'post' : 'posts'} in {category.title}.
        </p>
      </TitleBand>
      <NewsLayout>
        <PostList key={category.id} posts={posts} leadImagePriority />
      </NewsLayout>
    </>
  );
}
