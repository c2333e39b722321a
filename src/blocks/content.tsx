// Content: an optional title and the editor's rich text, at a readable measure.
import { RichText } from '../components/rich-text.tsx';
import shared from './block.module.css';
import { BlockSection } from './block-section.tsx';
import type { ResolvedBlockOf } from './types.ts';

export function Block({ block }: { block: ResolvedBlockOf<'content'> }) {
  return (
    <BlockSection titled={Boolean(block.title)} className={`${shared.block} ${shared.plain}`}>
      <div className="container">
        <div className={shared.prose}>
          {block.title && <h2 className={shared.title}>{block.title}</h2>}
          <RichText value={block.content} />
        </div>
      </div>
    </BlockSection>
  );
}
