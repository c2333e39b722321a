// The hero at the top of a page, post or brand, and the hero block (SPEC §2 "a hero banner
// (subtitle, title, optional image 1900x860, showStripe default true)").

import type { ImageSource } from '../content/image-url.ts';
import { IMAGE_SIZES } from '../lib/constants.ts';
import { cssVars } from './css-vars.ts';
import styles from './hero-banner.module.css';
import { LazyImage } from './lazy-image.tsx';

/** What the banner shows: a page's or a hero block's hero fields as the editor set them, or a post's. */
export interface HeroContent {
  title: string;
  subtitle?: string | null;
  image?: ImageSource | null;
  /** The 8px brand stripe under the hero; an editor may turn it off. */
  showStripe?: boolean;
}

export interface HeroBannerProps {
  hero: HeroContent;
  /** The page's top image (its LCP): fetched eagerly and first. */
  priority?: boolean;
  /** 1 for the page's own hero; a hero block lower on the page is a section, so 2. */
  level?: 1 | 2;
}

export function HeroBanner({ hero, priority, level = 1 }: HeroBannerProps) {
  const { title, subtitle, image, showStripe = true } = hero;
  const Heading = level === 1 ? 'h1' : 'h2';
  // Phones crop the wide picture to a taller box: keep the editor's hotspot in view.
  const hotspot = image?.hotspot;
  const focus = hotspot ? cssVars({ '--hero-focus': `${hotspot.x * 100}% ${hotspot.y * 100}%` }) : undefined;
  return (
    <div className={`${styles.hero} ${image ? styles.withImage : styles.plain}`}>
      {image && (
        <div className={styles.media} style={focus}>
          <LazyImage
            image={image}
            width={IMAGE_SIZES.heroBanner.width}
            height={IMAGE_SIZES.heroBanner.height}
            sizes="100vw"
            priority={priority}
            className={styles.frame}
          />
        </div>
      )}
      <div className={styles.text}>
        <div className="container">
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          <Heading className={styles.title}>{title}</Heading>
        </div>
      </div>
      {showStripe && <div className={styles.stripe} />}
    </div>
  );
}
