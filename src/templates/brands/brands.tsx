// Our Brands (SPEC §2): every brand in the editor's order (the site model sorts), photo and text
// alternating sides, each with its logo, story and a way into its range.
import buttons from '../../components/button.module.css';
import { AfterLargestPicture, COLUMN_WIDTH, LazyImage } from '../../components/lazy-image.tsx';
import { SmartLink } from '../../components/link.tsx';
import { RichText } from '../../components/rich-text.tsx';

import type { Brand } from '../../content/schemas/index.ts';
import { TitleBand } from '../parts/title-band.tsx';
import styles from './brands.module.css';
import type { Data } from './model.ts';

/** Half the page beside the text: the columns block's 1400x800 shape at half its width. */
const PHOTO = { width: 700, height: 400, sizes: `(min-width: 64rem) 37rem, ${COLUMN_WIDTH}` } as const;
/** Logos are 3:1; 240 px wide sits above the title without shouting. */
const LOGO_WIDTH = 240;
/** The logo strip that jumps to each brand: sixteen brands, one glance. */
const INDEX_LOGO = { width: 150, height: 50 } as const;

const anchor = (brand: Brand) => `brand-${brand.slug}`;

export function Template({ data }: { data: Data }) {
  const lead = data.brands[0];
  // The first brand's photo (or its logo panel) is the page's largest paint on phones and desktops
  // alike: fetched first, and every other picture, the logo strip above it included, after it.
  const hasLeadPicture = Boolean(lead?.image ?? lead?.logo);
  return (
    <AfterLargestPicture value={hasLeadPicture}>
      <TitleBand kicker="Imported and supported in the UK" title="Our Brands">
        <p>
          Specialist manufacturers we have chosen for orchards, vineyards, farms and yards, with parts,
          service and advice from our own workshop.
        </p>
      </TitleBand>
      <nav aria-label="Brands on this page" className={styles.index}>
        <ul className={`container ${styles.indexList}`}>
          {data.brands.map((brand) => (
            <li key={brand.id}>
              <a href={`#${anchor(brand)}`} className={styles.indexLink}>
                <LazyImage
                  image={brand.logo}
                  alt={brand.title}
                  width={INDEX_LOGO.width}
                  height={INDEX_LOGO.height}
                />
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {/* Even rows are on the surface: ending on one, the list runs down to the footer. */}
      <ol className={data.brands.length % 2 === 0 ? `${styles.list} grounded` : styles.list}>
        {data.brands.map((brand, index) => (
          <li key={brand.id} className={styles.item}>
            <BrandRow brand={brand} lead={index === 0} />
          </li>
        ))}
      </ol>
    </AfterLargestPicture>
  );
}

function BrandRow({ brand, lead }: { brand: Brand; lead: boolean }) {
  const titleId = `${anchor(brand)}-title`;
  return (
    <article id={anchor(brand)} className={`container ${styles.row}`} aria-labelledby={titleId}>
      <div className={styles.photo}>
        {brand.image ? (
          <LazyImage image={brand.image} alt="" {...PHOTO} priority={lead} className={styles.photoImage} />
        ) : (
          <div className={styles.logoPanel}>
            <LazyImage image={brand.logo} alt="" width={LOGO_WIDTH * 1.5} priority={lead} />
          </div>
        )}
      </div>
      <div className={styles.text}>
        {brand.image && <LazyImage image={brand.logo} alt="" width={LOGO_WIDTH} className={styles.logo} />}
        <h2 id={titleId} className={styles.title}>
          {brand.title}
        </h2>
        <RichText value={brand.description} className={styles.description} />
        {/* Sixteen "View Range" links must be told apart out of context; the name starts with the
            visible words, so speech control still finds it by them. */}
        <SmartLink href={brand.path} className={buttons.button} aria-label={`View Range: ${brand.title}`}>
          View Range
        </SmartLink>
      </div>
    </article>
  );
}
