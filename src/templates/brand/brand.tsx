// A brand (SPEC §2; docs/stock.md): a short header (logo, title, its story in a few lines that
// open in place, a small photo beside) so the first machines show on the first screen, then the
// brand's machines as a list with filters and sort, as a category's are.
import { LazyImage } from '../../components/lazy-image.tsx';
import { SmartLink } from '../../components/link.tsx';
import { RichText } from '../../components/rich-text.tsx';
import { BRANDS_PATH, CONTACT_PAGE_PATH } from '../../content/paths.ts';
import type { PortableText } from '../../content/schemas/index.ts';
import { MachineListView } from '../../features/machine-list/machine-list.tsx';
import styles from './brand.module.css';
import type { Data } from './model.ts';

/** The photo kept small beside the text, as a category's: the machines lead the first screen. */
const HEADER_IMAGE = { width: 400, height: 300, sizes: '(min-width: 48rem) 14rem, 7rem' } as const;
const LOGO_WIDTH = 300;
/** Past about this many characters the story runs past its clamped lines: offer the rest. */
const CLAMPED_CHARACTERS = 180;

/** The story's characters (a block without text counts as long), to tell if it runs past its lines. */
function storyLength(story: PortableText | null): number {
  return (story ?? []).reduce(
    (n, block) =>
      n +
      ('children' in block
        ? block.children.reduce((m, child) => m + ('text' in child ? child.text.length : 0), 0)
        : CLAMPED_CHARACTERS),
    0,
  );
}

export function Template({ data }: { data: Data }) {
  const { brand, list } = data;
  const machines = list.size.machines;
  const long = storyLength(brand.description) > CLAMPED_CHARACTERS;
  return (
    <>
      <header className={styles.header}>
        <div className={`container ${styles.headerInner}`}>
          <div className={brand.image ? `${styles.intro} ${styles.withImage}` : styles.intro}>
            <div className={styles.text}>
              <p className={styles.kicker}>
                <SmartLink href={BRANDS_PATH}>Our brands</SmartLink>
              </p>
              <div className={styles.name}>
                <LazyImage
                  image={brand.logo}
                  alt={`${brand.title} logo`}
                  width={LOGO_WIDTH}
                  priority={!brand.image}
                  className={styles.logo}
                />
                <h1 className={styles.title}>{brand.title}</h1>
              </div>
              <div className={styles.story}>
                <RichText value={brand.description} className={styles.description} />
                {/* Opens the clamped story in place (CSS reads it), with or without JavaScript. */}
                {long && (
                  <details className={styles.more}>
                    <summary>More about {brand.title}</summary>
                  </details>
                )}
              </div>
            </div>
            {brand.image && (
              <LazyImage image={brand.image} {...HEADER_IMAGE} priority className={styles.image} />
            )}
          </div>
        </div>
      </header>
      <div className={`container ${styles.listing}`}>
        {machines > 0 ? (
          <MachineListView list={list} label={`${brand.title}: machines`} showBrand={false} />
        ) : (
          <p className={styles.none}>
            Ask us about the {brand.title} range: <SmartLink href={CONTACT_PAGE_PATH}>contact us</SmartLink>.
          </p>
        )}
      </div>
    </>
  );
}
