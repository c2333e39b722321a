// The youtubeVideo block: an optional title over a video that loads when it scrolls into view.
import { VideoEmbed } from '../components/video-embed.tsx';
import { videoId } from '../content/video.ts';
import shared from './block.module.css';
import type { BlockComponent } from './types.ts';
import styles from './youtube-video.module.css';

export const Block: BlockComponent<'youtubeVideo'> = ({ block }) => {
  // A link that names no video shows nothing, title included: a heading over nothing misleads.
  if (!videoId(block.url)) return null;
  const title = block.title?.trim() || null;
  return (
    <div className={`${shared.block} ${shared.plain}`}>
      <div className={`container ${styles.video}`}>
        {title && <h2 className={shared.title}>{title}</h2>}
        <VideoEmbed url={block.url} title={title ?? 'Video'} sizes="(max-width: 60rem) 100vw, 60rem" />
      </div>
    </div>
  );
};
