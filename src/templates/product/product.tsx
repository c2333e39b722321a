// A machine (SPEC §2 product detail): photos, what it is and costs, how to ask about it, its
// specification, video and brochure, and more from the same category.

import type { ReactNode } from 'react';
import { CallLink } from '../../chrome/contact/call-link.tsx';
import { Breadcrumb } from '../../components/breadcrumb.tsx';
import buttons from '../../components/button.module.css';
import { ProductGrid } from '../../components/cards/product-card.tsx';
import { describeFile } from '../../components/describe-file.ts';
import { ProductGallery } from '../../components/gallery/product-gallery.tsx';
import { HydrationSlice } from '../../components/hydration-slice.tsx';
import { NewTabNote, SmartLink } from '../../components/link.tsx';
import { RichText } from '../../components/rich-text.tsx';
import { VideoEmbed } from '../../components/video-embed.tsx';
import { CONTACT_PAGE_PATH } from '../../content/paths.ts';
import { formatHours, statusLabel, stockBadge } from '../../content/stock-facts.ts';
import { MACHINE_PARAM } from '../../features/contact-form/machine.ts';
import { AddToBasketButton } from '../../features/enquiry-basket/add-to-basket.tsx';
import type { Data, ProductPage } from './model.ts';
import styles from './product.module.css';
import summary from './product-summary.module.css';

/** The contact form fills its fields from the query string (SPEC §5): this one names the machine. */
export function enquiryHref(product: Pick<ProductPage, 'title' | 'path' | 'status'>): string {
  const message =
    product.status === 'sold'
      ? `I saw the ${product.title} has been sold. Please tell me about similar machines.`
      : `Please send me more information about the ${product.title}.`;
  // `machine` shows the form which machine it is about (features/contact-form/machine.ts).
  return `${CONTACT_PAGE_PATH}?${new URLSearchParams({ Message: message, [MACHINE_PARAM]: product.path })}`;
}

export function Template({ data }: { data: Data }) {
  const { product, breadcrumb, related } = data;
  const primary = product.categories[0];
  const sold = product.status === 'sold';
  return (
    <>
      <div className={`container ${styles.crumbs}`}>
        <Breadcrumb crumbs={breadcrumb} />
      </div>
      <div className={`container ${styles.intro}`}>
        <HydrationSlice>
          <ProductGallery key={product.id} images={product.images} title={product.title} />
        </HydrationSlice>
        <HydrationSlice>
          <Summary product={product} similar={related.length > 0} />
        </HydrationSlice>
      </div>
      <HydrationSlice>
        <Details product={product} />
      </HydrationSlice>
      {related.length > 0 && primary && (
        <section className={`${styles.related} grounded`} aria-labelledby="related-title">
          <div className="container">
            <div className={styles.relatedHead}>
              <h2 id="related-title" className={styles.sectionTitle}>
                {sold ? `Similar machines in ${primary.title}` : `More ${primary.title}`}
              </h2>
              <SmartLink href={primary.path} className={styles.allLink}>
                See all {primary.title}
              </SmartLink>
            </div>
            <ProductGrid products={related} />
          </div>
        </section>
      )}
    </>
  );
}

function Summary({ product, similar }: { product: ProductPage; similar: boolean }) {
  const sold = product.status === 'sold';
  return (
    <div className={summary.summary}>
      {product.brand && (
        <SmartLink href={product.brand.path} className={summary.brand}>
          {product.brand.title}
        </SmartLink>
      )}
      <h1 className={summary.title}>{product.title}</h1>
      {sold && <SoldNotice product={product} similar={similar} />}
      {product.excerpt && <p className={summary.excerpt}>{product.excerpt}</p>}
      <Facts product={product} />
      <div className={summary.actions}>
        {!sold && (
          <AddToBasketButton
            product={{
              id: product.id,
              title: product.title,
              path: product.path,
              image: product.images[0] ?? null,
            }}
          />
        )}
        <SmartLink href={enquiryHref(product)} className={`${buttons.button} ${buttons.secondary}`}>
          {sold ? 'Ask us to find one like it' : 'Enquire about this machine'}
        </SmartLink>
        <CallLink className={`${buttons.button} ${buttons.secondary}`}>Call about this machine</CallLink>
      </div>
      {!sold && (
        <p className={summary.actionsNote}>
          Enquire about this machine alone now, or add it to your enquiry basket to ask about several machines
          in one enquiry.
        </p>
      )}
      {product.brochure && (
        <a
          href={product.brochure.file.url}
          target="_blank"
          rel="noopener noreferrer"
          className={summary.brochure}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={summary.brochureIcon}>
            <path
              d="M6 3h8l4 4v14H6z M14 3v4h4 M12 10v7m-3-3 3 3 3-3"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            />
          </svg>
          <span>
            <span className={summary.brochureTitle}>
              {product.brochure.title || 'Download the brochure'}
              <NewTabNote />
            </span>
            <span className={summary.brochureMeta}>{describeFile(product.brochure.file)}</span>
          </span>
        </a>
      )}
      {product.categories.length > 0 && (
        <p className={summary.categories}>
          <span className={summary.categoriesLabel}>Found in</span>{' '}
          {product.categories.map((category, index) => (
            <span key={category.id}>
              {index > 0 && ', '}
              <SmartLink href={category.path}>{category.title}</SmartLink>
            </span>
          ))}
        </p>
      )}
    </div>
  );
}

/** A sold machine's page stays (links to it keep working) and says so first. */
function SoldNotice({ product, similar }: { product: ProductPage; similar: boolean }) {
  const primary = product.categories[0];
  return (
    <p className={summary.sold}>
      <strong>Sold.</strong> This machine has found a new home.{' '}
      {primary && (
        <>
          See {similar && <a href="#related-title">similar machines</a>}
          {similar && ' or '}
          <SmartLink href={primary.path}>everything in {primary.title}</SmartLink>.
        </>
      )}
    </p>
  );
}

/** Condition, year, hours, price, status and stock number: what a buyer of used stock reads first. */
function Facts({ product }: { product: ProductPage }) {
  const badge = stockBadge(product);
  const status = product.status === 'sold' ? null : statusLabel(product.status);
  const price = product.status === 'sold' ? null : product.price;
  const rows: [string, ReactNode][] = [];
  if (badge)
    rows.push([
      'Condition',
      <span
        key="badge"
        className={badge === 'Used' ? summary.badge : `${summary.badge} ${summary.badgeQuiet}`}
      >
        {badge}
      </span>,
    ]);
  if (product.year !== null) rows.push(['Year', product.year]);
  if (product.hours !== null) rows.push(['Hours', formatHours(product.hours)]);
  if (price) {
    rows.push([
      product.condition === 'hire' ? 'Hire rate' : 'Price',
      <span key="price" className={summary.price}>
        {price}
      </span>,
    ]);
  }
  if (status) rows.push(['Status', status]);
  if (product.stockNumber) rows.push(['Stock no.', product.stockNumber]);
  if (rows.length === 0) return null;
  return (
    <dl className={summary.facts}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Details({ product }: { product: ProductPage }) {
  const hasDescription = product.description.length > 0;
  const hasSpec = product.specification.length > 0;
  if (!hasDescription && !hasSpec && !product.video) return null;
  // Three sections on one grid: on a phone they read overview, specification, video; on a desktop
  // the specification stands beside the other two.
  return (
    <div className={`container ${styles.details}`}>
      {hasDescription && (
        <section aria-labelledby="overview-title" className={styles.overview}>
          <h2 id="overview-title" className={styles.sectionTitle}>
            Overview
          </h2>
          <RichText value={product.description} />
        </section>
      )}
      {hasSpec && (
        <section aria-labelledby="spec-title" className={styles.spec}>
          <h2 id="spec-title" className={styles.sectionTitle}>
            Specification
          </h2>
          <table className={styles.specTable} aria-labelledby="spec-title">
            <tbody>
              {product.specification.map((row) => (
                <tr key={row._key}>
                  <th scope="row">{row.label}</th>
                  <td>{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {product.video && (
        <section aria-labelledby="video-title" className={styles.video}>
          <h2 id="video-title" className={styles.sectionTitle}>
            See it at work
          </h2>
          <VideoEmbed
            url={product.video}
            title={`${product.title} video`}
            sizes="(min-width: 64rem) 44rem, 100vw"
          />
        </section>
      )}
    </div>
  );
}
