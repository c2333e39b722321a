// The dealer's logo, shared by the header and the footer; the site name stands in as a wordmark
// when the content has no logo, so the home link always has a name and a shape.

import { LazyImage } from '../../components/lazy-image.tsx';
import type { Image } from '../../content/schemas/index.ts';
import styles from './brand-logo.module.css';

export interface BrandLogoProps {
  image: Image | null;
  siteName: string;
  /** Display size in CSS pixels; the logo artwork is 3:1. */
  width: number;
  height: number;
  /** The `sizes` of the srcset, where CSS draws the logo smaller than `width` on some screens. */
  sizes?: string;
  /** The header's logo is above the fold on every page (LazyImage's `priority`). */
  priority?: boolean | 'low';
  className?: string;
}

export function BrandLogo({ image, siteName, width, height, sizes, priority, className }: BrandLogoProps) {
  if (!image) {
    return <span className={[styles.wordmark, className].filter(Boolean).join(' ')}>{siteName}</span>;
  }
  return (
    <LazyImage
      image={image}
      alt={siteName}
      width={width}
      height={height}
      sizes={sizes ?? `${width}px`}
      widths={[width, width * 2, width * 3]}
      priority={priority}
      className={className}
    />
  );
}
