// Brands: every brand's logo (filled in by the site model, in the brands' order), each linking to
// its brand page.
import { LazyImage } from '../components/lazy-image.tsx';
import { SmartLink } from '../components/link.tsx';
import shared from './block.module.css';
import styles from './brands.module.css';
import type { ResolvedBlockOf } from './types.ts';

/** A logo's width on its card (not a spec size); logos keep their own shape, never cropped. */
const LOGO_WIDTH = 240;
/** Two logos to a row on a phone, each inside its card's 1rem padding (brands.module.css). */
const LOGO_SIZES = `(max-width: 47.99rem) calc(50vw - 3.5rem), ${LOGO_WIDTH}px`;

export function Block({ block }: { block: ResolvedBlockOf<'brands'> }) {
  return (
    <section className={`${shared.block} ${shared.plain}`}>
      <div className={`container ${styles.brands}`}>
        <h2 className={shared.title}>{block.title}</h2>
        {block.text && <p className={shared.lead}>{block.text}</p>}
        <ul className={styles.grid}>
          {block.items.map((brand) => (
            <li key={brand.id}>
              <SmartLink href={brand.path} className={styles.card}>
                {brand.logo ? (
                  <LazyImage
                    image={brand.logo}
                    alt={brand.title}
                    width={LOGO_WIDTH}
                    sizes={LOGO_SIZES}
                    className={styles.logo}
                  />
                ) : (
                  <span className={styles.name}>{brand.title}</span>
                )}
              </SmartLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
