// Latest News (SPEC §2): every post, newest first, in the wide column; the sidebar beside it.
import { PostList } from '../../components/post-list.tsx';

import { NewsLayout } from '../parts/news-layout.tsx';
import { TitleBand } from '../parts/title-band.tsx';
import type { Data } from './model.ts';

export function Template({ data }: { data: Data }) {
  return (
    <>
      <TitleBand kicker="News and case studies" title="Latest News">
        <p>Shows, new machines and stories from the growers and farms we work with.</p>
      </TitleBand>
      <NewsLayout>
        <PostList posts={data.posts} leadImagePriority />
      </NewsLayout>
    </>
  );
}
