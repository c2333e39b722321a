// The media viewer: a native modal dialog, which keeps focus inside. Escape, a click on the
// backdrop and Space close it (SPEC §4); the caller restores focus.
import { type KeyboardEvent, type MouseEvent, type SyntheticEvent, useEffect, useId, useRef } from 'react';
import { LazyImage } from '../../components/lazy-image.tsx';
import { VideoEmbed } from '../../components/video-embed.tsx';
import type { MediaItem } from '../../content/schemas/index.ts';
import { MODAL_SIZING } from './images.ts';
import styles from './media-library.module.css';

export interface MediaModalProps {
  item: MediaItem;
  onClose: () => void;
}

/** Controls that act on Space themselves: there, Space is theirs, not the dialog's. */
const USES_SPACE =
  'button, input, select, textarea, summary, [contenteditable]:not([contenteditable="false"]), [role="button"], [role="checkbox"], [role="radio"], [role="switch"], [role="option"], [role="menuitem"], [role="tab"], [role="slider"]';

export function usesSpace(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(USES_SPACE) !== null;
}

export function MediaModal({ item, onClose }: MediaModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  const closed = useRef(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    return () => {
      closed.current = true;
      if (element.open) element.close();
    };
  }, []);

  // Once, however it closes. The page is handed back at once: the browser's `close` event comes a
  // task later, and a card tapped or Space pressed before it (the viewer still open in React's
  // state) did nothing. Closed first, so the page is no longer inert and focus can go back.
  const close = () => {
    if (closed.current) return;
    closed.current = true;
    if (dialog.current?.open) dialog.current.close();
    onClose();
  };

  // Escape (or a phone's back gesture): closed here rather than by the browser's default.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    close();
  };

  // The panel fills the dialog, so a click that lands on the dialog itself is on its backdrop.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== ' ' || usesSpace(event.target)) return;
    event.preventDefault();
    close();
  };

  const video = item.mediaType === 'video' && item.video ? item.video : null;
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      // Focusable, so a click on the text keeps focus (and Space) inside the dialog.
      tabIndex={-1}
      onCancel={onCancel}
      // A close without a cancel first (a close request the browser does not let the page refuse).
      onClose={close}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      <div className={styles.panel}>
        {/* First, so the dialog opens with focus on it (the dialog focuses its first control). */}
        <button type="button" className={styles.close} onClick={close} aria-label="Close">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="m6 6 12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
        <div className={styles.panelMedia}>
          {video ? (
            // The close button holds the top right corner.
            <VideoEmbed url={video} title={item.title} sizes={MODAL_SIZING.sizes} watchLinkSide="left" />
          ) : (
            <LazyImage image={item.image} {...MODAL_SIZING} />
          )}
        </div>
        <div className={styles.panelText}>
          <h2 id={titleId} className={styles.panelTitle}>
            {item.title}
          </h2>
          {item.description && <p className={styles.panelDescription}>{item.description}</p>}
        </div>
      </div>
    </dialog>
  );
}
