// Pieces the product and category cards share: the photo frame and the heading that links.
import type { ReactNode } from 'react';
import { IMAGE_SIZES } from '../../app/constants.ts';
import type { Image } from '../../content/schemas/index.ts';
import { LazyImage } from '../lazy-image.tsx';
import { SmartLink } from '../link.tsx';
import styles from './card.module.css';

export type HeadingLevel = 2 | 3 | 4;

/** A grid column is at least 16rem and at most about a third of the page: never wider than 400 px. */
const CARD_SIZES = '(max-width: 36rem) 100vw, 400px';

export function CardImage({ image, children }: { image: Image | null; children?: ReactNode }) {
  const { width, height } = IMAGE_SIZES.card;
  return (
    <div className={styles.media}>
      {image ? (
        // The title names the card; the photo would only repeat it to a screen reader.
        <LazyImage
          image={image}
          alt=""
          width={width}
          height={height}
          sizes={CARD_SIZES}
          className={styles.frame}
        />
      ) : (
        <div className={styles.noImage}>
          <MachineIcon />
        </div>
      )}
      {children}
    </div>
  );
}

export function CardTitle({
  level,
  href,
  children,
}: {
  level: HeadingLevel;
  href: string;
  children: ReactNode;
}) {
  const Heading = (['h2', 'h3', 'h4'] as const)[level - 2] ?? 'h3';
  return (
    <Heading className={styles.title}>
      <SmartLink href={href} className={styles.link}>
        {children}
      </SmartLink>
    </Heading>
  );
}

function MachineIcon() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round">
        <path d="M6 30V18h14l4 8h10l2-6h6v10" />
        <circle cx="14" cy="34" r="7" />
        <circle cx="37" cy="35" r="5" />
        <path d="M21 34h11M12 18v-6h8v6" />
      </g>
    </svg>
  );
}
