// The site footer (SPEC §1 "Footer"): logo and contact details, category links, legal links,
// social links, and the copyright line with the year and VAT number, beside "Cookie settings".

import { LazyImage } from '../../components/lazy-image.tsx';
import { SmartLink } from '../../components/link.tsx';
import { RichText } from '../../components/rich-text.tsx';
import { useSite } from '../../components/site-context.tsx';
import type { NavItem, SocialIcon } from '../../content/schemas/index.ts';
import { CookieSettingsButton } from '../../features/consent/cookie-settings-button.tsx';
import { BrandLogo } from '../header/brand-logo.tsx';
import styles from './footer.module.css';

/** The category links come without a heading of their own. */
const CATEGORY_HEADING = 'Products';
/** Social icons are drawn at this size inside a 44 px target. */
const SOCIAL_ICON_SIZE = 28;

export function Footer() {
  const site = useSite();
  const { footer } = site;
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <div className={styles.about}>
          <BrandLogo
            image={footer.logo}
            siteName={site.siteName}
            width={192}
            height={64}
            // The header's logo is the same file in AVIF: asked for the same way, the browser
            // reuses it. A lazy WebP copy was a second download of the same picture.
            priority={footer.logo?.asset._id === site.logo?.asset._id ? 'low' : undefined}
            className={styles.logo}
          />
          <address className={styles.details}>
            <RichText value={footer.details} />
          </address>
          <VisitUs />
        </div>
        <LinkList id="footer-categories" heading={CATEGORY_HEADING} items={footer.links} />
        <LinkList id="footer-information" heading={footer.infoText} items={footer.infoLinks} />
        <SocialLinks heading={footer.socialText} icons={footer.socialIcons} />
      </div>
      <div className={styles.legal}>
        <div className={styles.legalRow}>
          <p className={styles.copyright}>
            © {site.year} {site.siteName}. All rights reserved. {site.vatNumber}
          </p>
          <CookieSettingsButton className={styles.cookieSettings} />
        </div>
      </div>
    </footer>
  );
}

/** Opening hours, the number and a route to the yard, all from the site settings. */
function VisitUs() {
  const { contact, telephone } = useSite();
  const { tel, hours: lines, directions } = contact;
  if (lines.length === 0 && !directions && !tel) return null;
  return (
    <div className={styles.visit}>
      {lines.length > 0 && (
        <>
          <h2 className={styles.hoursHeading}>Opening hours</h2>
          <dl className={styles.hours}>
            {lines.map((line) => (
              <div key={line.key}>
                <dt>{line.days}</dt>
                <dd>
                  <time dateTime={line.opens}>{line.opens}</time> to{' '}
                  <time dateTime={line.closes}>{line.closes}</time>
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <p className={styles.visitLinks}>
        {tel && (
          <a href={tel} className={styles.visitLink}>
            Call {telephone}
          </a>
        )}
        {directions && (
          // External: SmartLink opens it in a new tab and says so.
          <SmartLink href={directions} className={styles.visitLink}>
            Get directions
          </SmartLink>
        )}
      </p>
    </div>
  );
}

// Fixed ids: the footer is one per page, so they are unique, and they read well in the markup.
function LinkList({ id, heading, items }: { id: string; heading: string; items: NavItem[] }) {
  const headingId = `${id}-heading`;
  if (items.length === 0) return null;
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.links}>
        {items.map((item) => (
          <li key={item._key}>
            <SmartLink href={item.link.href} className={styles.link}>
              {item.text}
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SocialLinks({ heading, icons }: { heading: string; icons: SocialIcon[] }) {
  if (icons.length === 0) return null;
  return (
    <div>
      <h2 className={styles.heading}>{heading}</h2>
      <ul className={styles.social}>
        {icons.map((icon) => (
          <li key={icon._key}>
            {/* External: SmartLink opens it in a new tab with rel="noopener noreferrer". */}
            <SmartLink href={icon.link} className={styles.socialLink}>
              <LazyImage
                image={icon.image}
                alt={icon.alt || icon.image.alt}
                width={SOCIAL_ICON_SIZE}
                height={SOCIAL_ICON_SIZE}
                sizes={`${SOCIAL_ICON_SIZE}px`}
              />
            </SmartLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
