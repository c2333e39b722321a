// The hero carousel block (SPEC §2 "Hero carousel", §5, §9; DESIGN.md decision 7: Embla), built
// as the APG carousel: a labelled region of "n of m" slide groups, previous and next buttons,
// Left and Right arrow keys, swipe, no dots, no autoplay, looping. Slides out of view are inert,
// so their links are neither tabbable nor read. The prerendered markup shows the first slide whole
// and Embla only takes over positioning, so hydration moves nothing.
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { SlideChevron } from '../components/slide-chevron.tsx';
import { whenIdle } from '../components/when-idle.ts';
import { type PlayableSlide, playableSlides } from '../content/carousel.ts';
import { CAROUSEL_TOUCH_THRESHOLD_PX } from '../lib/constants.ts';
import styles from './hero-carousel.module.css';
import { Slide } from './hero-carousel-slide.tsx';
import type { BlockComponent } from './types.ts';

/**
 * Embla's `duration` is not in milliseconds: it is the divisor of a damped spring stepped 60 times
 * a second with friction 0.68. At 20, the lowest it recommends, a slide is within 1 % of its place
 * in about 480 ms: the closest it comes to the slider's 500 ms (SPEC §9).
 */
const EMBLA_DURATION = 20;

const OPTIONS: EmblaOptionsType = {
  loop: true,
  duration: EMBLA_DURATION,
  dragThreshold: CAROUSEL_TOUCH_THRESHOLD_PX,
  // Whoever asks for less motion gets the next slide at once.
  breakpoints: { '(prefers-reduced-motion: reduce)': { duration: 0 } },
};

/** A swipe begun before Embla was in moves the carousel when it went at least this far. */
const EARLY_SWIPE_PX = 30;

type Move = (embla: EmblaCarouselType) => void;

/**
 * Embla over `viewport`, set up when the visitor reaches for the carousel (`start`: a pointer over
 * it, a touch, focus, an arrow). Its set-up measures every slide: a task of 50 ms on this machine,
 * four times that on a phone, which at idle was the longest task after the page had loaded
 * (DESIGN.md "Budgets": TBT). The module itself is fetched when the browser is first idle after
 * hydration, so reaching for the carousel waits for no network. `idle` says that moment has come.
 */
function useLazyEmbla(viewport: RefObject<HTMLDivElement | null>, active: boolean) {
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  // Embla listens to the viewport from the moment it is made, a render before `embla` is set:
  // the handlers ask this, so a press in between is not taken for one Embla never saw.
  const made = useRef<EmblaCarouselType | null>(null);
  const [idle, setIdle] = useState(false);
  // Asked for before the effect below has run: a tap or key can reach a part React has just
  // hydrated, ahead of its effects.
  const asked = useRef(false);
  const start = useRef(() => {
    asked.current = true;
  });
  useEffect(() => {
    if (!active) return;
    let api: EmblaCarouselType | undefined;
    let cancelled = false;
    const module = () => import('embla-carousel');
    start.current = () => {
      start.current = () => {};
      module().then(
        ({ default: EmblaCarousel }) => {
          if (cancelled || !viewport.current) return;
          api = EmblaCarousel(viewport.current, OPTIONS);
          made.current = api;
          setEmbla(api);
        },
        // The slides stay as prerendered: the first shows, the arrows do nothing. The error names
        // the module that failed.
        (error: unknown) => console.error(error),
      );
    };
    if (asked.current) start.current();
    // A failure here shows when the visitor reaches for the carousel, which imports it again.
    const cancelIdle = whenIdle(() => {
      // A transition, so React renders the later slides' pictures in slices: as an urgent update
      // it was one task of about 20 ms on this machine, four times that on a phone.
      startTransition(() => setIdle(true));
      module().catch(() => {});
    });
    return () => {
      cancelled = true;
      cancelIdle();
      api?.destroy();
      made.current = null;
      setEmbla(null);
    };
  }, [active, viewport]);
  return { embla, made, idle, start: useCallback(() => start.current(), []) };
}

export const Block: BlockComponent<'heroCarousel'> = ({ block }) => {
  const slides = playableSlides(block.slides);
  if (slides.length === 0) return null;
  return <HeroCarousel id={`carousel-${block._key}`} slides={slides} />;
};

export function HeroCarousel({ id, slides }: { id: string; slides: PlayableSlide[] }) {
  const several = slides.length > 1;
  const viewport = useRef<HTMLDivElement>(null);
  const { embla, made, idle, start } = useLazyEmbla(viewport, several);
  // Moves asked for before Embla was in: made, in order, as soon as it is.
  const pending = useRef<Move[]>([]);
  const [selected, setSelected] = useState(0);
  const container = useRef<HTMLDivElement>(null);
  // Set when a key moved the carousel while focus was on a slide that is about to go inert.
  const focusSelected = useRef(false);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect).on('reInit', onSelect);
    for (const move of pending.current.splice(0)) move(embla);
    // A move made between Embla's making and this effect selected before anyone listened.
    onSelect();
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  // What the live region says: the slide a visitor moved to (nothing on load).
  const [said, setSaid] = useState('');
  // Only a change of slide moves focus: a key can land before the first run of this effect.
  const focusedSlide = useRef(selected);
  useEffect(() => {
    if (selected === focusedSlide.current) return;
    focusedSlide.current = selected;
    setSaid(`Slide ${selected + 1} of ${slides.length}: ${slides[selected]?.title ?? ''}`);
    if (!focusSelected.current) return;
    focusSelected.current = false;
    const slide = container.current?.children[selected];
    const target = slide?.querySelector<HTMLElement>('a[href]') ?? (slide as HTMLElement | undefined);
    // The browser would scroll the focused link into view inside Embla's viewport and shift it.
    target?.focus({ preventScroll: true });
  }, [selected, slides]);

  const moveBy = useCallback(
    (move: Move) => {
      pending.current.push(move);
      const api = made.current;
      if (api) for (const early of pending.current.splice(0)) early(api);
      else start();
    },
    [made, start],
  );
  const previous = useCallback(() => moveBy((api) => api.scrollPrev()), [moveBy]);
  const next = useCallback(() => moveBy((api) => api.scrollNext()), [moveBy]);

  // A swipe begun before Embla was in: Embla never saw it start, so it is made here, once. The
  // click a mouse drag ends with is not a click on the slide's link.
  const earlySwipe = useRef<{ pointer: number; from: number; to: number } | null>(null);
  const swiped = useRef(false);
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    start();
    earlySwipe.current = made.current
      ? null
      : { pointer: event.pointerId, from: event.clientX, to: event.clientX };
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const swipe = earlySwipe.current;
    if (swipe?.pointer === event.pointerId) swipe.to = event.clientX;
  };
  const onPointerEnd = (event: PointerEvent<HTMLElement>) => {
    const swipe = earlySwipe.current;
    earlySwipe.current = null;
    if (!swipe || swipe.pointer !== event.pointerId) return;
    const distance = swipe.to - swipe.from;
    if (Math.abs(distance) < EARLY_SWIPE_PX) return;
    swiped.current = true;
    if (distance < 0) next();
    else previous();
  };
  const onClickCapture = (event: MouseEvent<HTMLElement>) => {
    if (!swiped.current) return;
    swiped.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!several || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const move = event.key === 'ArrowLeft' ? previous : event.key === 'ArrowRight' ? next : null;
    if (!move) return;
    event.preventDefault();
    focusSelected.current = event.target instanceof Element && event.target.closest('[data-slide]') !== null;
    move();
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label="Highlights"
      onKeyDown={onKeyDown}
      // Reaching for it (a pointer over it, a touch, focus) loads Embla before the swipe or press.
      onPointerEnter={several ? start : undefined}
      onTouchStart={several ? start : undefined}
      onFocus={several ? start : undefined}
    >
      <div
        className={styles.viewport}
        ref={viewport}
        onPointerDown={several ? onPointerDown : undefined}
        onPointerMove={several ? onPointerMove : undefined}
        onPointerUp={several ? onPointerEnd : undefined}
        onPointerCancel={several ? onPointerEnd : undefined}
        onClickCapture={several ? onClickCapture : undefined}
      >
        <div id={`${id}-slides`} className={styles.container} ref={container}>
          {slides.map((slide, index) => (
            <Slide
              key={slide.id}
              slide={slide}
              index={index}
              count={slides.length}
              hidden={index !== selected}
              // The other slides' pictures wait for the app: without it they are never shown,
              // and on a phone they would share the first picture's bandwidth. The build makes
              // their files all the same (carouselImagePaths in client-images.ts).
              media={index === 0 || idle || !!embla}
            />
          ))}
        </div>
      </div>
      {/* Polite: a slide changes only when the visitor asks. The slides stay in the page (the
          others are inert), so a live region around them would hear no change: this one says it. */}
      {several && (
        <p className="visually-hidden" aria-live="polite">
          {said}
        </p>
      )}
      {several && (
        <div className={styles.arrows}>
          <button
            type="button"
            className={`${styles.arrow} ${styles.previous}`}
            aria-controls={`${id}-slides`}
            aria-label="Previous slide"
            onClick={previous}
          >
            <SlideChevron />
          </button>
          <button
            type="button"
            className={styles.arrow}
            aria-controls={`${id}-slides`}
            aria-label="Next slide"
            onClick={next}
          >
            <SlideChevron />
          </button>
        </div>
      )}
    </section>
  );
}
