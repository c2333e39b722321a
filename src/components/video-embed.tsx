// A video that costs nothing until it is seen (SPEC §2 "Video", §7 "A video player loads lazily"):
// the host's still with a play icon holds the player's exact box, and the privacy-enhanced player
// replaces it once it scrolls into view or is clicked. Server and first client render show the
// still, so hydration never mismatches.
import { useEffect, useRef, useState } from 'react';
import { embedUrl, THUMBNAIL_WIDTHS, thumbnailUrl, videoId } from '../content/video.ts';
import { cssVars } from './css-vars.ts';
import styles from './video-embed.module.css';

export interface VideoEmbedProps {
  /** A full link (watch, embed, share or shorts form) or a bare id; anything else renders nothing. */
  url: string;
  /** Names the player for assistive technology (the iframe's title). */
  title: string;
  /** Width over height of the box, the same before and after the player loads. */
  aspect?: number;
  /** The still's display width, as an `<img sizes>` value. */
  sizes?: string;
  className?: string;
}

/** What may start the player. A consent gate joins here, and only here. */
export interface PlayerSignals {
  /** The box has scrolled into view. */
  inView: boolean;
  /** The visitor clicked the still. */
  requested: boolean;
}

/** The one decision of when the player loads: in view, or asked for. */
export function shouldLoadPlayer({ inView, requested }: PlayerSignals): boolean {
  return inView || requested;
}

export function VideoEmbed({ url, ...props }: VideoEmbedProps) {
  const id = videoId(url);
  return id ? <Player id={id} {...props} /> : null;
}

function Player({
  id,
  title,
  aspect = 16 / 9,
  sizes = '(max-width: 640px) 100vw, 640px',
  className,
}: Omit<VideoEmbedProps, 'url'> & { id: string }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [inView, setInView] = useState(false);
  const [requested, setRequested] = useState(false);
  const load = shouldLoadPlayer({ inView, requested });

  useEffect(() => {
    const box = boxRef.current;
    if (load || !box) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setInView(true);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [load]);

  return (
    <div
      ref={boxRef}
      className={[styles.box, className].filter(Boolean).join(' ')}
      // The box's shape is a custom property, so the stylesheet owns the layout.
      style={cssVars({ '--video-aspect': String(aspect) })}
    >
      {load ? (
        <iframe
          className={styles.fill}
          src={embedUrl(id)}
          title={title}
          loading="lazy"
          allow="autoplay; encrypted-media; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          className={`${styles.fill} ${styles.poster}`}
          onClick={() => setRequested(true)}
          aria-label={`Play video: ${title}`}
        >
          <Still id={id} sizes={sizes} />
          <PlayIcon />
        </button>
      )}
    </div>
  );
}

/** The host's still; its largest size is offered to wide boxes and dropped if the host lacks it. */
function Still({ id, sizes }: { id: string; sizes: string }) {
  const [largest, setLargest] = useState(true);
  const srcSet = largest
    ? `${thumbnailUrl(id, 'hq')} ${THUMBNAIL_WIDTHS.hq}w, ${thumbnailUrl(id, 'maxres')} ${THUMBNAIL_WIDTHS.maxres}w`
    : undefined;
  return (
    <img
      className={styles.still}
      src={thumbnailUrl(id, 'hq')}
      srcSet={srcSet}
      sizes={largest ? sizes : undefined}
      alt=""
      width={THUMBNAIL_WIDTHS.hq}
      height={(THUMBNAIL_WIDTHS.hq * 3) / 4}
      loading="lazy"
      decoding="async"
      onError={() => setLargest(false)}
      // A missing large still comes back as the host's 120-pixel grey stand-in, not an error.
      onLoad={(event) => {
        if (event.currentTarget.naturalWidth < THUMBNAIL_WIDTHS.hq) setLargest(false);
      }}
    />
  );
}

function PlayIcon() {
  return (
    <svg className={styles.play} viewBox="0 0 68 48" aria-hidden="true" focusable="false">
      <path
        className={styles.playGround}
        d="M66.5 7.7a8.5 8.5 0 0 0-6-6C55.3.3 34 .3 34 .3s-21.3 0-26.5 1.4a8.5 8.5 0 0 0-6 6C.1 12.9.1 24 .1 24s0 11.1 1.4 16.3a8.5 8.5 0 0 0 6 6C12.7 47.7 34 47.7 34 47.7s21.3 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.9 35.1 67.9 24 67.9 24s0-11.1-1.4-16.3z"
      />
      <path d="M45 24 27 14v20z" fill="#fff" />
    </svg>
  );
}
