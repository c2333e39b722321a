// A product's photos: one large image and a row of thumbnails (SPEC product detail). Thumbnails
// are a toolbar: one tab stop, arrow keys, Home and End move and show; touch swipes the large
// image; buttons beside it serve the mouse. The first render is the same on server and client.
import { type KeyboardEvent, type PointerEvent, useEffect, useReducer, useRef } from 'react';
import type { ImageUrls } from '../../content/image-url.ts';
import type { Image } from '../../content/schemas/index.ts';
import { COLUMN_WIDTH, type ImageSizing, LazyImage, lazyImagePaths } from '../lazy-image.tsx';
import { SlideChevron } from '../slide-chevron.tsx';
import { galleryReducer, keyAction, swipeAction } from './gallery-state.ts';
import styles from './product-gallery.module.css';

/** Not spec sizes: the gallery's own, 4:3 like every machine card. */
const MAIN: ImageSizing = { width: 800, height: 600, sizes: `(min-width: 64rem) 44rem, ${COLUMN_WIDTH}` };
const THUMB = { width: 120, height: 90 } as const;

/**
 * The large versions of every photo but the first: only the browser shows them (a thumbnail, an
 * arrow or a swipe away), so the build must be told to make them.
 */
export function galleryImagePaths(urls: ImageUrls, images: readonly Image[]): string[] {
  return images.slice(1).flatMap((image) => lazyImagePaths(urls, image, MAIN));
}

export interface ProductGalleryProps {
  images: readonly Image[];
  /** The product's name, for the gallery's label. */
  title: string;
}

export function ProductGallery({ images, title }: ProductGalleryProps) {
  const [state, dispatch] = useReducer(galleryReducer, { index: 0, count: images.length });
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const moveFocus = useRef(false);
  const swipeStart = useRef<{ x: number; y: number; id: number } | null>(null);
  const current = images[state.index];

  // Keyboard moves take the focus along; clicks and swipes leave it where it is.
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    thumbs.current[state.index]?.focus();
  }, [state.index]);

  if (!current) {
    return (
      <div className={styles.empty}>
        <p>Photos of this machine are on their way. Ask us for pictures.</p>
      </div>
    );
  }

  const several = images.length > 1;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = keyAction(event.key);
    if (!action) return;
    event.preventDefault();
    moveFocus.current = true;
    dispatch(action);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' || !event.isPrimary) return;
    swipeStart.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.id !== event.pointerId) return;
    const action = swipeAction(event.clientX - start.x, event.clientY - start.y);
    if (action) dispatch(action);
  };

  return (
    <section className={styles.gallery} aria-label={`Photos of ${title}`}>
      <div
        className={styles.stage}
        onPointerDown={several ? onPointerDown : undefined}
        onPointerUp={several ? onPointerUp : undefined}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        <LazyImage
          key={state.index}
          image={current}
          {...MAIN}
          priority={state.index === 0}
          className={styles.main}
        />
        {several && (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.previous}`}
              aria-label="Previous image"
              onClick={() => dispatch({ type: 'previous' })}
            >
              <SlideChevron />
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              aria-label="Next image"
              onClick={() => dispatch({ type: 'next' })}
            >
              <SlideChevron />
            </button>
            <p className={styles.counter} aria-live="polite">
              <span aria-hidden="true">
                {state.index + 1} / {images.length}
              </span>
              <span className="visually-hidden">
                Image {state.index + 1} of {images.length}
              </span>
            </p>
          </>
        )}
      </div>
      {several && (
        <div className={styles.thumbs} role="toolbar" aria-label="Choose an image" onKeyDown={onKeyDown}>
          {images.map((image, index) => (
            <button
              // Images in content have stable keys; the index is enough inside one product.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
              key={index}
              ref={(element) => {
                thumbs.current[index] = element;
              }}
              type="button"
              className={styles.thumb}
              aria-label={`Show image ${index + 1} of ${images.length}`}
              aria-pressed={index === state.index}
              tabIndex={index === state.index ? 0 : -1}
              onClick={() => dispatch({ type: 'select', index })}
            >
              <LazyImage
                image={image}
                alt=""
                width={THUMB.width}
                height={THUMB.height}
                sizes={`${THUMB.width}px`}
                className={styles.thumbImage}
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
