// The product gallery's full-screen view (docs/templates.md "Stock facts and the gallery"): a modal dialog over the page with one
// photo at a time. Arrow keys, the arrow buttons and a swipe change the photo; a pinch, a double
// tap or the zoom button magnify it and a drag moves round it; Escape, the close button and Back
// (gallery/history-layer.ts) close it. Loaded only when first opened: the page's first paint
// carries none of it.
import { type KeyboardEvent, type PointerEvent, useEffect, useReducer, useRef, useState } from 'react';
import type { Image } from '../../content/schemas/index.ts';
import { type ImageSizing, LazyImage } from '../lazy-image.tsx';
import { GalleryArrows } from './gallery-arrows.tsx';
import { galleryReducer, keyAction, swipeAction } from './gallery-state.ts';
import styles from './lightbox.module.css';
import {
  bounded,
  DOUBLE_TAP_SCALE,
  doubleTapped,
  dragged,
  type Point,
  pinched,
  UNZOOMED,
  type Zoom,
} from './zoom.ts';

/** Two taps this close together are a double tap. */
const DOUBLE_TAP_MS = 300;

export interface LightboxProps {
  images: readonly Image[];
  title: string;
  /** The photo shown first: the one the gallery showed. */
  start: number;
  /** The sizing of the gallery's large photo: the same files, which the build has made. */
  sizing: ImageSizing;
  /** Called with the photo shown, so the gallery shows it too. */
  onClose: (index: number) => void;
}

export default function Lightbox({ images, title, start, sizing, onClose }: LightboxProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [state, dispatch] = useReducer(galleryReducer, { index: start, count: images.length });
  const [zoom, setZoom] = useState<Zoom>(UNZOOMED);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<{ zoom: Zoom; points: Point[]; moved: boolean } | null>(null);
  const lastTap = useRef(0);
  const current = images[state.index];

  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  // A new photo starts whole.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the photo changes
  useEffect(() => setZoom(UNZOOMED), [state.index]);

  const close = () => onClose(state.index);
  const frameBox = () => {
    const box = frame.current?.getBoundingClientRect();
    return box ?? { left: 0, top: 0, width: 0, height: 0 };
  };
  const fromCentre = (x: number, y: number): Point => {
    const box = frameBox();
    return { x: x - box.left - box.width / 2, y: y - box.top - box.height / 2 };
  };
  const settle = (next: Zoom) => setZoom(bounded(next, frameBox()));

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const action = keyAction(event.key === 'ArrowUp' || event.key === 'ArrowDown' ? '' : event.key);
    if (!action) return;
    event.preventDefault();
    dispatch(action);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.set(event.pointerId, fromCentre(event.clientX, event.clientY));
    gesture.current = { zoom, points: [...pointers.current.values()], moved: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = gesture.current;
    if (!start || !pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, fromCentre(event.clientX, event.clientY));
    const now = [...pointers.current.values()];
    const [a, b] = start.points;
    const [c, d] = now;
    if (a && b && c && d) {
      start.moved = true;
      settle(pinched(start.zoom, [a, b], [c, d]));
    } else if (a && c && start.zoom.scale > 1) {
      start.moved = start.moved || Math.hypot(c.x - a.x, c.y - a.y) > 4;
      settle(dragged(start.zoom, c.x - a.x, c.y - a.y));
    }
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = gesture.current;
    const end = pointers.current.get(event.pointerId);
    pointers.current.delete(event.pointerId);
    // The finger left on the glass after a pinch starts a new drag from where the view is.
    gesture.current =
      pointers.current.size > 0 ? { zoom, points: [...pointers.current.values()], moved: true } : null;
    const first = start?.points[0];
    if (!start || !first || !end || start.points.length > 1 || start.moved) return;
    if (start.zoom.scale === 1) {
      const action = swipeAction(end.x - first.x, end.y - first.y);
      if (action) {
        dispatch(action);
        return;
      }
    }
    if (event.timeStamp - lastTap.current < DOUBLE_TAP_MS) {
      lastTap.current = 0;
      settle(doubleTapped(zoom, end));
    } else {
      lastTap.current = event.timeStamp;
    }
  };

  const several = images.length > 1;
  const zoomed = zoom.scale > 1;
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label={`Photos of ${title}, full screen`}
      onCancel={(event) => {
        // Escape: closed by the gallery, which also steps back over the history entry.
        event.preventDefault();
        close();
      }}
      onKeyDown={onKeyDown}
    >
      <div
        ref={frame}
        className={styles.frame}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={(event) => {
          pointers.current.delete(event.pointerId);
          gesture.current = null;
        }}
      >
        {current && (
          <div
            className={styles.zoom}
            style={{ transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` }}
          >
            <LazyImage key={state.index} image={current} {...sizing} sizes="100vw" className={styles.image} />
          </div>
        )}
      </div>
      <p className={styles.counter} aria-live="polite">
        Photo {state.index + 1} of {images.length}
      </p>
      <div className={styles.tools}>
        <button
          type="button"
          className={styles.tool}
          aria-pressed={zoomed}
          onClick={() => settle(zoomed ? UNZOOMED : { scale: DOUBLE_TAP_SCALE, x: 0, y: 0 })}
        >
          {zoomed ? 'Zoom out' : 'Zoom in'}
        </button>
        <button type="button" className={styles.tool} onClick={close}>
          Close
        </button>
      </div>
      {several && (
        <GalleryArrows noun="photo" className={styles.arrow} onStep={(step) => dispatch({ type: step })} />
      )}
    </dialog>
  );
}
