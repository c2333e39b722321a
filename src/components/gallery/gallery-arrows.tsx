// The previous and next buttons over a gallery's photo, in the page and in the full-screen view:
// the same two steps through the same reducer. Each view sizes and colours the buttons (`arrow`);
// where they sit and which way the chevron points is shared.
import { SlideChevron } from '../slide-chevron.tsx';
import styles from './gallery-arrows.module.css';

export interface GalleryArrowsProps {
  /** What one step shows, for the buttons' names: "Previous photo", "Next image". */
  noun: string;
  /** The view's look for both buttons. */
  className?: string;
  onStep: (step: 'previous' | 'next') => void;
}

const NAMES = { previous: 'Previous', next: 'Next' } as const;

export function GalleryArrows({ noun, className, onStep }: GalleryArrowsProps) {
  return (['previous', 'next'] as const).map((step) => (
    <button
      key={step}
      type="button"
      className={`${className} ${styles[step]}`}
      aria-label={`${NAMES[step]} ${noun}`}
      onClick={() => onStep(step)}
    >
      <SlideChevron />
    </button>
  ));
}
