// The one image component (SPEC §2 "Images load lazily", §4 "Lazy image", §9 sizes; docs/images.md).
// It renders the same markup on the server and in the first client render; state changes only
// after mount or on the image's own events, so hydration never mismatches.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { croppedSize, type ImageSource, type ImageUrls } from '../content/image-url.ts';
import { IMAGE_ATTEMPTS, IMAGE_QUALITY } from '../lib/constants.ts';
import { useImageUrls } from './image-urls.tsx';
import styles from './lazy-image.module.css';
import { SmartLink } from './link.tsx';

export interface LazyImageProps {
  image: ImageSource | null | undefined;
  /** Overrides the image's own alt text; pass "" for a purely decorative image. */
  alt?: string;
  /** The display width in CSS pixels, one of the spec's sizes (IMAGE_SIZES). */
  width: number;
  /** The display height; without it the image keeps its own (cropped) shape. */
  height?: number;
  sizes?: string;
  widths?: readonly number[];
  quality?: number;
  /**
   * Painted on arrival: fetched at once, in AVIF where offered, with no blurred stand-in. `true`
   * is the page's largest picture (the hero, the LCP image), fetched first at high priority. `'low'`
   * is a small one painted on arrival beside it (the header's logo), fetched at low priority so the
   * largest picture has the phone's bandwidth first.
   */
  priority?: boolean | 'low';
  /**
   * `'low'`: a small lazy picture that may sit in the first screen but must not take bandwidth from
   * the page's largest one (the level block's icons). Chromium raises an image it finds in view to
   * high priority; this keeps it low, so it arrives just after the largest picture, not beside it.
   */
  fetchPriority?: 'low';
  className?: string;
  link?: string;
}

/**
 * Widths offered in every srcset: common phone, tablet and desktop device-pixel widths. A browser
 * takes the first candidate at least as dense as its screen, so each step is a width some phone
 * needs, and a step a pixel short of a phone's width sends it a whole step up:
 * - 720: the page column of a 375 px phone at 2x (686 pixels) or a 412 px one at 1.75x (665),
 *   which would otherwise fetch 800, a quarter more pixels;
 * - 750: a full-width picture (the hero) on the same phones, 750 and 721 pixels, which fetched 800;
 * - 1180: a full-width picture on the common phones of 3x or near it, 390 and 393 px at 3x
 *   (1,170 and 1,179) and 412 px at 2.625x (1,082), which fetched 1440, half as many pixels again.
 */
const WIDTH_LADDER = [320, 480, 640, 720, 750, 800, 1080, 1180, 1440, 1920];
/**
 * The page's column on a phone, for `sizes`: the viewport less the container's gutters
 * (`--gutter` in global.css: 1rem a side up to 533 px, a little more above, where this asks for a
 * few pixels more than the column, never fewer). Only full-bleed pictures (heroes) are `100vw`.
 */
export const COLUMN_WIDTH = 'calc(100vw - 2rem)';
/** Wait before re-setting a failed image, times the attempt number: a blip needs a moment. */
const RETRY_DELAY_MS = 400;
// Sources that cannot be transparent: a blurred copy behind a transparent logo would show through.
const OPAQUE_EXTENSIONS = ['jpg', 'jpeg'];

/**
 * True for the part of a page below its largest picture (a hero fetched with `priority`): the
 * pictures there are fetched at low priority. Chromium raises a lazy picture it finds in view to
 * high priority, a guess at the largest one; on these pages that guess is known to be wrong, and
 * on a phone's connection the raised pictures shared the bandwidth with the hero. Set by the
 * templates and Blocks (src/blocks/blocks.tsx), which know where the hero is.
 */
export const AfterLargestPicture = createContext(false);

/** The srcset widths for a display width: the ladder below twice the width, the width and 2x. */
export function defaultWidths(width: number): number[] {
  return [...new Set([...WIDTH_LADDER.filter((w) => w < width * 2), width, width * 2])].sort((a, b) => a - b);
}

export type ImageSizing = Pick<
  LazyImageProps,
  'width' | 'height' | 'sizes' | 'widths' | 'quality' | 'priority'
>;

export interface LazyImageSources {
  src: string;
  srcSet: string;
  /**
   * The same widths in AVIF, for a `<source>` before the WebP `<img>`: only for the priority
   * picture in local mode, where the bytes before the first paint count most (decision 007).
   */
  avifSrcSet: string | null;
  sizes: string;
  width: number;
  height: number;
  /** The blurred stand-in, or null (the priority image, or a source that may be transparent). */
  placeholder: string | null;
}

/** Every URL and size LazyImage uses for `image` at `sizing`: one place decides them. */
export function lazyImageSources(
  images: ImageUrls,
  image: ImageSource,
  sizing: ImageSizing,
): LazyImageSources {
  return images.memo(image, ['sources', ...sizingKey(sizing)], () => makeSources(images, image, sizing));
}

/** What a picture's URLs depend on besides the image: its memo key (ImageUrls.memo). */
function sizingKey({ width, height, sizes, widths, quality, priority }: ImageSizing) {
  return [width, height, sizes, widths?.join(','), quality, priority];
}

function makeSources(images: ImageUrls, image: ImageSource, sizing: ImageSizing): LazyImageSources {
  const { width, priority } = sizing;
  const cropped = croppedSize(image);
  const height = sizing.height ?? Math.round((width * cropped.height) / cropped.width);
  const quality = sizing.quality ?? IMAGE_QUALITY;
  const widths = sizing.widths ?? defaultWidths(width);
  // No placeholder for the priority image: it would compete with the LCP image for bandwidth.
  const blurred = !priority && OPAQUE_EXTENSIONS.includes(image.asset.extension);
  return {
    src: images.imageUrl(image, { width, height, quality }),
    srcSet: images.imageSrcSet(image, { widths, aspect: width / height, quality }),
    avifSrcSet:
      priority && images.offersAvif
        ? images.imageSrcSet(image, { widths, aspect: width / height, quality, format: 'avif' })
        : null,
    sizes: sizing.sizes ?? `(max-width: ${width}px) ${COLUMN_WIDTH}, ${width}px`,
    width,
    height,
    placeholder: blurred ? images.placeholderUrl(image, { width, height }) : null,
  };
}

/**
 * The files LazyImage would request, for images only the browser renders (the post list's "More
 * posts", the media library's next batch, the modal): the build makes these too.
 */
export function lazyImagePaths(images: ImageUrls, image: ImageSource, sizing: ImageSizing): string[] {
  // Memoised as the sources are: thousands of pages ask for the same pictures' files.
  return images.memo(image, ['paths', ...sizingKey(sizing)], () => {
    const { src, srcSet, avifSrcSet, placeholder } = lazyImageSources(images, image, sizing);
    const candidates = [srcSet, avifSrcSet]
      .filter((set) => set !== null)
      .flatMap((set) => set.split(', ').map((entry) => entry.slice(0, entry.lastIndexOf(' '))));
    return [...new Set([src, ...candidates, ...(placeholder ? [placeholder] : [])])];
  });
}

export function LazyImage(props: LazyImageProps) {
  const { image, link } = props;
  if (!image) return null;
  const picture = <Picture {...props} image={image} />;
  return link ? <SmartLink href={link}>{picture}</SmartLink> : picture;
}

function Picture({ image, alt: altOverride, className, ...sizing }: LazyImageProps & { image: ImageSource }) {
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(1);
  const imgRef = useRef<HTMLImageElement>(null);
  const placeholderRef = useRef<HTMLImageElement>(null);
  const retryTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const { src, srcSet, avifSrcSet, sizes, width, height, placeholder } = lazyImageSources(
    useImageUrls(),
    image,
    sizing,
  );
  const alt = altOverride ?? image.alt;
  const priority = sizing.priority;
  const afterLargest = useContext(AfterLargestPicture);
  const fetchPriority =
    priority === true ? 'high' : priority || sizing.fetchPriority || (afterLargest ? 'low' : undefined);

  // A loaded image hides its placeholder by a class set here, not by state: a page's pictures that
  // loaded before hydration would otherwise each render and commit again just after it. React
  // leaves the class alone, as the placeholder's className prop never changes.
  const hidePlaceholder = () => placeholderRef.current?.classList.add(styles.done ?? '');

  // Idempotent per attempt, so a failure noticed twice (event and mount check) counts once.
  const onError = useCallback(() => {
    if (attempt >= IMAGE_ATTEMPTS) {
      setFailed(true);
      return;
    }
    // The static file does not change, so no cache-busting: a fresh <img> (new key) asks again.
    clearTimeout(retryTimer.current);
    retryTimer.current = setTimeout(() => setAttempt(attempt + 1), RETRY_DELAY_MS * attempt);
  }, [attempt]);

  // The prerendered <img> may finish before hydration, and those events are lost: read the outcome
  // it already has, once. Later <img>s are created by React, listening before their src is set.
  // At worst a browser that calls a deferred lazy image complete costs one harmless retry.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the hydrated element needs this
  useEffect(() => {
    const img = imgRef.current;
    if (!img?.complete) return;
    if (img.naturalWidth > 0) hidePlaceholder();
    else onError();
  }, []);

  useEffect(() => () => clearTimeout(retryTimer.current), []);

  const frameClass = [styles.frame, className].filter(Boolean).join(' ');
  if (failed) {
    // Client-only (after an error), so the inline size cannot mismatch the server's markup.
    return (
      <span
        className={`${frameClass} ${styles.error}`}
        style={{ width: `${width}px`, aspectRatio: `${width} / ${height}` }}
        aria-hidden={alt === '' ? true : undefined}
      >
        <ErrorIcon />
        {alt && <span className={styles.errorText}>{alt}</span>}
      </span>
    );
  }

  const img = (
    <img
      key={attempt}
      ref={imgRef}
      className={styles.image}
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={fetchPriority}
      onLoad={hidePlaceholder}
      onError={onError}
    />
  );

  return (
    <span
      className={
        OPAQUE_EXTENSIONS.includes(image.asset.extension) ? `${frameClass} ${styles.opaque}` : frameClass
      }
    >
      {placeholder && (
        // A lazy <img> rather than a CSS background: backgrounds are fetched even far off-screen,
        // this one only when the real image is, and being small it arrives first. Once the image
        // has loaded it is hidden, not removed: a removal is a layout, and every layout late in
        // the load (hydration reads the images that loaded before it) delays the visual progress.
        <img
          ref={placeholderRef}
          className={styles.placeholder}
          // Never ahead of a picture kept low: Chromium would raise it too, were it in view.
          fetchPriority={fetchPriority === 'low' ? 'low' : undefined}
          src={placeholder}
          alt=""
          aria-hidden="true"
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
        />
      )}
      {/*
        Native lazy loading, not an IntersectionObserver: it works in the prerendered HTML before
        (or without) any script, costs no JS, and the browser picks the distance from the viewport
        by connection speed. decoding="async" keeps decoding off the paths of paint and input.
        The priority image is fetched eagerly and first, and decoded with the frame it paints in.
      */}
      {avifSrcSet ? (
        // AVIF first where the browser takes it; the <img> is the WebP fallback and the element
        // that loads, lays out and reports errors either way.
        <picture className={styles.picture}>
          <source type="image/avif" srcSet={avifSrcSet} sizes={sizes} />
          {img}
        </picture>
      ) : (
        img
      )}
    </span>
  );
}

function ErrorIcon(): ReactNode {
  return (
    <svg className={styles.errorIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 5h16v14H4z" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path
        d="m4 17 5-5 4 4 2-2 5 5M15 9.5a1.5 1.5 0 1 0 0-.01"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );
}
