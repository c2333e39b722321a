// A video that costs nothing until it is seen (SPEC §2 "Video", §7 "A video player loads lazily"),
// and that reaches the video host only with the visitor's leave (docs/privacy.md): until they
// allowed videos and maps, a local placeholder holds the player's box, with a play button and a
// plain link to the video on the host's site; a click on play is the visitor asking for this one
// video. Once allowed, the host's still shows, and the privacy-enhanced player replaces it when it
// scrolls into view or is clicked. Server and hydrating render show the placeholder: they cannot
// know the choice, so hydration never mismatches.
import { useEffect, useRef, useState } from 'react';
import { embedUrl, THUMBNAIL_WIDTHS, thumbnailUrl, videoId, watchUrl } from '../content/video.ts';
import { useMediaConsent } from '../lib/consent-store.ts';
import { cssVars } from './css-vars.ts';
import { SmartLink } from './link.tsx';
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
  /** The corner of the "Watch on YouTube" link: the left where the right one holds a control. */
  watchLinkSide?: 'left' | 'right';
  className?: string;
}

/** What may start the player. */
export interface PlayerSignals {
  /** The box has scrolled into view. */
  inView: boolean;
  /** The visitor clicked play. */
  requested: boolean;
  /** The visitor allowed videos and maps from other sites (the cookie banner). */
  consented: boolean;
}

/** The one decision of when the player loads: asked for, or in view once videos are allowed. */
export function shouldLoadPlayer({ inView, requested, consented }: PlayerSignals): boolean {
  return requested || (consented && inView);
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
  watchLinkSide = 'right',
  className,
}: Omit<VideoEmbedProps, 'url'> & { id: string }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [inView, setInView] = useState(false);
  const [requested, setRequested] = useState(false);
  const consented = useMediaConsent();
  const load = shouldLoadPlayer({ inView, requested, consented });

  useEffect(() => {
    const box = boxRef.current;
    if (load || !consented || !box) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setInView(true);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [load, consented]);

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
        <>
          <button
            type="button"
            className={`${styles.fill} ${styles.poster}`}
            onClick={() => setRequested(true)}
            aria-label={`Play video: ${title}`}
          >
            {consented ? <Still id={id} sizes={sizes} /> : <span className={styles.placeholder} />}
            <PlayIcon />
          </button>
          {/* External: SmartLink opens it in a new tab with rel="noopener noreferrer". */}
          <SmartLink
            href={watchUrl(id)}
            className={watchLinkSide === 'left' ? `${styles.watch} ${styles.watchLeft}` : styles.watch}
          >
            Watch on YouTube<span className="visually-hidden"> ({title})</span>
          </SmartLink>
        </>
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
