// Call to action: a panel in the editor's colours with a title, text and one primary button, and
// a picture beside it when there is one. Editor colours that would not read fall back to ink or
// white (contrast.ts); the button turns to ink or white when the theme red would vanish.

import buttons from '../components/button.module.css';
import { cssVars } from '../components/css-vars.ts';
import { COLUMN_WIDTH, LazyImage } from '../components/lazy-image.tsx';
import { SmartLink } from '../components/link.tsx';
import shared from './block.module.css';
import {
  bestInk,
  contrastRatio,
  focusColour,
  INK,
  MIN_UI_CONTRAST,
  readableColour,
  WHITE,
} from './contrast.ts';
import styles from './cta.module.css';
import type { ResolvedBlockOf } from './types.ts';

/** The panel's colour when the editor picked none: the site's surface. */
const DEFAULT_BACKGROUND = '#f5f4f1';
const BRAND = '#e30513';
/** The panel picture (not a spec size): half the container, 4:3. */
const IMAGE = { width: 800, height: 600 } as const;

/** The CTA's colours as CSS custom properties, each one readable on the panel. */
export function ctaColours(
  block: Pick<ResolvedBlockOf<'cta'>, 'titleColor' | 'textColor' | 'backgroundColor'>,
) {
  const background = block.backgroundColor?.value ?? DEFAULT_BACKGROUND;
  const title = readableColour(block.titleColor?.value ?? INK, background);
  const text = readableColour(block.textColor?.value ?? INK, background);
  const redButton = contrastRatio(BRAND, background) >= MIN_UI_CONTRAST;
  const buttonBg = redButton ? null : bestInk(background);
  return {
    '--cta-bg': background,
    '--cta-title': title,
    '--cta-text': text,
    '--button-bg': buttonBg,
    '--button-bg-hover': buttonBg,
    '--button-ink': buttonBg ? (buttonBg === WHITE ? INK : WHITE) : null,
    // The focus ring sits on the panel: red on red would change no pixel (issue 37).
    '--focus-color': focusColour(background),
  } as const;
}

export function Block({ block }: { block: ResolvedBlockOf<'cta'> }) {
  return (
    <section className={`${shared.block} ${shared.plain}`}>
      <div className="container">
        <div
          className={`${styles.panel} ${block.image ? styles.withImage : ''}`}
          style={cssVars(ctaColours(block))}
        >
          {block.image && (
            <LazyImage
              image={block.image}
              width={IMAGE.width}
              height={IMAGE.height}
              sizes={`(min-width: 48rem) 50vw, ${COLUMN_WIDTH}`}
              className={styles.image}
            />
          )}
          <div className={styles.text}>
            <h2 className={`${shared.title} ${styles.title}`}>{block.title}</h2>
            {block.text && <p className={styles.body}>{block.text}</p>}
            <SmartLink href={block.ctaLink.link.href} className={buttons.button}>
              {block.ctaLink.text}
            </SmartLink>
          </div>
        </div>
      </div>
    </section>
  );
}
