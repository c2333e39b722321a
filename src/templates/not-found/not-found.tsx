// The not-found page (SPEC §2 /404/, and any unknown path): say so kindly, offer the search and
// the main ways into the site. It needs no page data, so the client can show it at once.
import { SmartLink } from '../../components/link.tsx';
import { BRANDS_PATH, CONTACT_PAGE_PATH, LATEST_NEWS_PATH } from '../../content/paths.ts';
import { SearchBox } from '../../features/search/search-box.tsx';
import styles from './not-found.module.css';

/** The site's main sections (SPEC §2 routes); product ranges are the top-level categories. */
export const MAIN_SECTIONS = [
  { title: 'Home', path: '/', text: 'Start again from the front page' },
  {
    title: 'Fruit & Vineyard Equipment',
    path: '/product-category/fruit-and-vineyard-equipment/',
    text: 'Tractors, sprayers, platforms, mowers and more',
  },
  {
    title: 'Forklifts & Loaders',
    path: '/product-category/forklifts-and-loaders/',
    text: 'Telehandlers, skid steers and rough-terrain forklifts',
  },
  {
    title: 'Used Machinery',
    path: '/product-category/stock-machinery/',
    text: 'Stock machines ready to work',
  },
  { title: 'Our Brands', path: BRANDS_PATH, text: 'The manufacturers we import and support' },
  { title: 'Latest News', path: LATEST_NEWS_PATH, text: 'Shows, new machines and case studies' },
  { title: 'Contact Us', path: CONTACT_PAGE_PATH, text: 'Ask us, we will point you the right way' },
] as const;

export function Template() {
  return (
    <div className={`${styles.page} grounded`}>
      <div className={`container ${styles.inner}`}>
        <p className={styles.code}>Error 404</p>
        <h1 className={styles.title}>We can’t find that page</h1>
        <p className={styles.lead}>
          The page may have moved, or the address may have a typo. Search for a machine, or pick up from one
          of the sections below.
        </p>
        <search className={styles.search} aria-label="Search for a machine">
          <SearchBox id="page-search" />
        </search>
        <h2 className={styles.sectionsTitle}>Where to next</h2>
        <ul className={styles.sections}>
          {MAIN_SECTIONS.map((section) => (
            <li key={section.path}>
              <SmartLink href={section.path} className={styles.section}>
                <span className={styles.sectionTitle}>{section.title}</span>
                <span className={styles.sectionText}>{section.text}</span>
              </SmartLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
