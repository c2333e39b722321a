// One card of the media library: the whole card is the button that opens the viewer.
import type { Ref } from 'react';
import { LazyImage } from '../../components/lazy-image.tsx';
import type { MediaItem } from '../../content/schemas/index.ts';
import { thumbnailUrl, videoId } from '../../content/video.ts';
import { useMediaConsent } from '../../lib/consent-store.ts';
import { CARD_SIZING } from './images.ts';
import styles from './media-library.module.css';

export interface MediaCardProps {
  item: MediaItem;
  onOpen: (item: MediaItem) => void;
  buttonRef?: Ref<HTMLButtonElement>;
}

export function MediaCard({ item, onOpen, buttonRef }: MediaCardProps) {
  const isVideo = item.mediaType === 'video';
  return (
    <button
      ref={buttonRef}
      type="button"
      className={styles.card}
      aria-haspopup="dialog"
      onClick={() => onOpen(item)}
    >
      <span className={styles.cardMedia}>
        <CardPicture item={item} />
        {isVideo && <PlayBadge />}
      </span>
      <span className={styles.cardTitle}>
        {item.title}
        {isVideo && <span className="visually-hidden"> (video)</span>}
      </span>
    </button>
  );
}

/**
 * The item's own picture, or for a video without one, the video host's still once the visitor
 * allowed videos (docs/privacy.md: nothing is fetched from the host before), else a blank frame.
 */
function CardPicture({ item }: { item: MediaItem }) {
  const mediaAllowed = useMediaConsent();
  // The title names the card; the picture would only repeat it.
  if (item.image) return <LazyImage image={item.image} alt="" {...CARD_SIZING} />;
  const id = item.video ? videoId(item.video) : null;
  if (!id || !mediaAllowed) return <span className={styles.cardBlank} />;
  return (
    <img
      className={styles.cardStill}
      src={thumbnailUrl(id)}
      alt=""
      width={CARD_SIZING.width}
      height={CARD_SIZING.height}
      loading="lazy"
      decoding="async"
    />
  );
}

function PlayBadge() {
  return (
    <span className={styles.badge} aria-hidden="true">
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
      </svg>
    </span>
  );
}
