// The mediaLibrary block: its own chunk, loaded only by pages that show it.
import { MediaLibrary } from '../features/media-library/media-library.tsx';
import shared from './block.module.css';
import { BlockSection } from './block-section.tsx';
import type { BlockComponent } from './types.ts';

export const Block: BlockComponent<'mediaLibrary'> = ({ block }) => {
  const id = `media-${block._key}`;
  const title = block.title?.trim() || null;
  return (
    <BlockSection
      titled={Boolean(title)}
      className={`${shared.block} ${shared.plain}`}
      aria-labelledby={title ? `${id}-title` : undefined}
    >
      <div className="container">
        {title && (
          <h2 id={`${id}-title`} className={shared.title}>
            {title}
          </h2>
        )}
        <MediaLibrary id={id} items={block.items} />
      </div>
    </BlockSection>
  );
};
