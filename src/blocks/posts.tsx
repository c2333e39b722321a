// Posts: the post list (every post, or one category's, filled in by the site model).
import { PostList } from '../components/post-list.tsx';
import shared from './block.module.css';
import { BlockSection } from './block-section.tsx';
import type { ResolvedBlockOf } from './types.ts';

export function Block({ block, leading }: { block: ResolvedBlockOf<'posts'>; leading?: boolean }) {
  return (
    <BlockSection titled={Boolean(block.title)} className={`${shared.block} ${shared.plain}`}>
      <div className="container">
        {block.title && <h2 className={shared.title}>{block.title}</h2>}
        <PostList posts={block.items} headingLevel={block.title ? 'h3' : 'h2'} leadImagePriority={leading} />
      </div>
    </BlockSection>
  );
}
