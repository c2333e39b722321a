// A news category (SPEC §2 /category/{slug}/): its posts in the post list, with the sidebar.
import { PostList } from '../../components/post-list.tsx';
import { NewsLayout } from '../parts/news-layout.tsx';
import { TitleBand } from '../parts/title-band.tsx';
import styles from './category.module.css';
import type { Data } from './model.ts';

export function Template({ data }: { data: Data }) {
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
