// Banner: a full-width band in the editor's colours with a title and rich text.
import { cssVars } from '../components/css-vars.ts';
import { RichText } from '../components/rich-text.tsx';
import styles from './banner.module.css';
import shared from './block.module.css';
import { focusColour, readableColour } from './contrast.ts';
import type { ResolvedBlockOf } from './types.ts';

/** The theme red, as the band's colour when the editor picked none. */
const DEFAULT_BACKGROUND = '#e30513';

export function Block({ block }: { block: ResolvedBlockOf<'banner'> }) {
  const background = block.backgroundColor?.value ?? DEFAULT_BACKGROUND;
  const style = cssVars({
    '--banner-bg': background,
    '--banner-title': readableColour(block.titleColor?.value, background),
    '--banner-text': readableColour(block.textColor?.value, background),
    '--focus-color': focusColour(background),
  });
  return (
    <section className={`${shared.block} ${styles.banner} grounded`} style={style}>
      <div className="container">
        <div className={styles.inner}>
          <h2 className={`${shared.title} ${styles.title}`}>{block.title}</h2>
          <RichText value={block.text} className={styles.text} />
        </div>
      </div>
    </section>
  );
}
