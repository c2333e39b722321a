// Latest news: three post cards (the editor's picks, else the newest; chosen by the site model)
// and a way on to the news page.

import buttons from '../components/button.module.css';
import { COLUMN_WIDTH, LazyImage } from '../components/lazy-image.tsx';
import { SmartLink } from '../components/link.tsx';
import { formatPublished } from '../components/post-date.ts';
import { LATEST_NEWS_PATH } from '../content/paths.ts';
import { IMAGE_SIZES } from '../lib/constants.ts';
import shared from './block.module.css';
import styles from './latest-news.module.css';
import type { ResolvedBlockOf } from './types.ts';

export function Block({ block }: { block: ResolvedBlockOf<'latestNews'> }) {
  return (
    <section className={`${shared.block} ${shared.plain}`}>
      <div className="container">
        {block.subtitle && <p className={shared.kicker}>{block.subtitle}</p>}
        <h2 className={shared.title}>{block.title}</h2>
        <ul className={styles.cards}>
          {block.cards.map((post) => (
            <li key={post.id} className={styles.card}>
              {/* The title beside it names the post: the picture is decoration here. */}
              <LazyImage
                image={post.image}
                alt=""
                width={IMAGE_SIZES.card.width}
                height={IMAGE_SIZES.card.height}
                sizes={`(min-width: 64rem) 400px, (min-width: 48rem) 50vw, ${COLUMN_WIDTH}`}
                className={styles.image}
              />
              <div className={styles.body}>
                <h3 className={styles.title}>{post.title}</h3>
                <p className={styles.date}>
                  <time dateTime={post.published}>{formatPublished(post.published)}</time>
                </p>
                {/* Named with its post: three "View Post" links in a row would be ambiguous. */}
                <SmartLink
                  href={post.path}
                  className={`${buttons.button} ${buttons.secondary} ${styles.view}`}
                  aria-label={`View Post: ${post.title}`}
                >
                  View Post
                </SmartLink>
              </div>
            </li>
          ))}
        </ul>
        <p className={styles.all}>
          <SmartLink href={LATEST_NEWS_PATH} className={buttons.button}>
            View all news
          </SmartLink>
        </p>
      </div>
    </section>
  );
}
