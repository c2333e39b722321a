// A product's photos: one large image and a row of thumbnails (SPEC product detail). Thumbnails
// are a toolbar: one tab stop, arrow keys, Home and End move and show; touch swipes the large
// image; buttons beside it serve the mouse. A tap on the photo or its full-screen button opens the
// full-screen view (lightbox.tsx), whose code loads then. The first render is the same on server
// and client, and the first photo's markup is as before: the view adds nothing before it paints.
import {
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useReducer,
  useRef,
  useState,
} from 'react';
import type { ImageUrls } from '../../content/image-url.ts';
import type { Image } from '../../content/schemas/index.ts';
import { COLUMN_WIDTH, type ImageSizing, LazyImage, lazyImagePaths } from '../lazy-image.tsx';
import { GalleryArrows } from './gallery-arrows.tsx';
import { galleryReducer, keyAction, swipeAction } from './gallery-state.ts';
import { openHistoryLayer } from './history-layer.ts';
import type { LightboxProps } from './lightbox.tsx';
import styles from './product-gallery.module.css';

/** Not spec sizes: the gallery's own, 4:3 like every machine card. */
const MAIN: ImageSizing = { width: 800, height: 600, sizes: `(min-width: 64rem) 44rem, ${COLUMN_WIDTH}` };
const THUMB = { width: 120, height: 90 } as const;

/**
 * The large versions of every photo: only the browser shows them (a thumbnail, an arrow or a swipe
 * away, and the first too in the full-screen view, with the blurred stand-in the page's priority
 * copy has not), so the build must be told to make them.
 */
export function galleryImagePaths(urls: ImageUrls, images: readonly Image[]): string[] {
  return images.flatMap((image) => lazyImagePaths(urls, image, MAIN));
}

/** The full-screen view's code, loaded on first use and kept. */
let lightboxModule: Promise<ComponentType<LightboxProps>> | null = null;
function loadLightbox(): Promise<ComponentType<LightboxProps>> {
  lightboxModule ??= import('./lightbox.tsx').then((module) => module.default);
  // A failed load is tried again on the next tap, not remembered.
  lightboxModule.catch(() => {
    lightboxModule = null;
  });
  return lightboxModule;
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
  const swiped = useRef(false);
  const fullScreenButton = useRef<HTMLButtonElement>(null);
  const [lightbox, setLightbox] = useState<{ View: ComponentType<LightboxProps>; close: () => void } | null>(
    null,
  );
  const current = images[state.index];
  // Focus goes back to the full-screen button once the view has gone: while the modal dialog is
  // open, everything outside it is inert and cannot take the focus.
  const refocus = useRef(false);
  useEffect(() => {
    if (lightbox || !refocus.current) return;
    refocus.current = false;
    fullScreenButton.current?.focus();
  }, [lightbox]);

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
  const openFullScreen = () => {
    loadLightbox().then(
      (View) => {
        const close = openHistoryLayer(() => {
          refocus.current = true;
          setLightbox(null);
        });
        setLightbox({ View, close });
      },
      // The page stays as it is; the error names the chunk that failed.
      (error: unknown) => console.error(error),
    );
  };
  const closeFullScreen = (index: number) => {
    lightbox?.close();
    setLightbox(null);
    dispatch({ type: 'select', index });
    refocus.current = true;
  };
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
    swiped.current = action !== null;
    if (action) dispatch(action);
  };

  return (
    <section className={styles.gallery} aria-label={`Photos of ${title}`}>
      {/* A tap on the photo opens the full-screen view; its button is the keyboard's way in. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a shortcut beside a real button */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the full-screen button serves the keyboard */}
      <div
        className={styles.stage}
        onPointerDown={several ? onPointerDown : undefined}
        onPointerUp={several ? onPointerUp : undefined}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
        onClick={(event) => {
          // A tap on the photo itself (not an arrow, not the end of a swipe) opens the view.
          const swipe = swiped.current;
          swiped.current = false;
          if (!swipe && !(event.target as Element).closest('button')) openFullScreen();
        }}
      >
        <LazyImage
          key={state.index}
          image={current}
          {...MAIN}
          priority={state.index === 0}
          className={styles.main}
        />
        <button
          ref={fullScreenButton}
          type="button"
          className={styles.fullScreen}
          aria-label="View photos full screen"
          onClick={openFullScreen}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
            />
          </svg>
        </button>
        {several && (
          <>
            <GalleryArrows
              noun="image"
              className={styles.arrow}
              onStep={(step) => dispatch({ type: step })}
            />
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
      {lightbox && (
        <lightbox.View
          images={images}
          title={title}
          start={state.index}
          sizing={MAIN}
          onClose={closeFullScreen}
        />
      )}
    </section>
  );
}
