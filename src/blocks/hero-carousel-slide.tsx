// One slide of the hero carousel (hero-carousel.tsx): an APG "slide" group with its picture or
// video, its caption and its colour stripe. Apart so the build can ask which files a slide's
// picture needs (client-images.ts) without the carousel's Embla code.
import { cssVars } from '../components/css-vars.ts';
import { type ImageSizing, LazyImage } from '../components/lazy-image.tsx';
import { SmartLink } from '../components/link.tsx';
import { VideoEmbed } from '../components/video-embed.tsx';
import { type PlayableSlide, slideHref } from '../content/carousel.ts';
import { IMAGE_SIZES, THEME_COLOR } from '../lib/constants.ts';
import styles from './hero-carousel.module.css';

const { width: SLIDE_WIDTH, height: SLIDE_HEIGHT } = IMAGE_SIZES.carousel;

/** Slides span the page, edge to edge. */
export const SLIDE_SIZING: ImageSizing = { width: SLIDE_WIDTH, height: SLIDE_HEIGHT, sizes: '100vw' };

export interface SlideProps {
  slide: PlayableSlide;
  index: number;
  count: number;
  hidden: boolean;
  /** False: the media box keeps its size, empty. */
  media: boolean;
}

export function Slide({ slide, index, count, hidden, media }: SlideProps) {
  const href = slideHref(slide);
  const isImage = slide.media.kind === 'image';
  return (
    // biome-ignore lint/a11y/useSemanticElements: the carousel pattern's slide is a group, not a form's fieldset
    <div
      className={styles.slide}
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}`}
      data-slide=""
      inert={hidden}
      tabIndex={-1}
      // Editors pick the stripe's colour; the stylesheet reads it from this property.
      style={cssVars({ '--slide-color': slide.color?.value ?? THEME_COLOR })}
    >
      <div className={styles.media}>
        {!media ? null : slide.media.kind === 'image' ? (
          <LazyImage
            className={styles.picture}
            image={slide.media.image}
            {...SLIDE_SIZING}
            // The first slide is what the visitor sees first: fetched at once, before the rest.
            priority={index === 0}
          />
        ) : (
          <VideoEmbed
            url={slide.media.id}
            title={slide.title}
            aspect={SLIDE_WIDTH / SLIDE_HEIGHT}
            sizes="100vw"
          />
        )}
      </div>
      <div className={styles.caption}>
        <h2 className={styles.title}>
          {href ? (
            // On an image slide the link covers the picture too; a video keeps its own play button.
            <SmartLink href={href} className={isImage ? `${styles.link} ${styles.cover}` : styles.link}>
              {slide.title}
            </SmartLink>
          ) : (
            slide.title
          )}
        </h2>
        <p className={styles.subtitle}>{slide.subtitle}</p>
      </div>
      <div className={styles.stripe} />
    </div>
  );
}
