// The news sidebar (SPEC §1): Recent Posts and the news Categories, beside the post list and
// posts. The links to the page being shown are marked, so the visitor sees where they are.
import { useLocation } from 'react-router';
import type { Ref } from '../content/page-data.ts';
import { SmartLink } from './link.tsx';
import styles from './sidebar.module.css';
import { useSite } from './site-context.tsx';

export function Sidebar() {
  const { recentPosts, newsCategories } = useSite();
  const { pathname } = useLocation();
  return (
    <aside className={styles.sidebar} aria-label="More news">
      <LinkSection id="sidebar-recent" title="Recent Posts" items={recentPosts} current={pathname} />
      <LinkSection id="sidebar-categories" title="Categories" items={newsCategories} current={pathname} />
    </aside>
  );
}

function LinkSection({
  id,
  title,
  items,
  current,
}: {
  id: string;
  title: string;
  items: Ref[];
  current: string;
}) {
  if (items.length === 0) return null;
  return (
    <nav aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <SmartLink
              href={item.path}
              className={styles.link}
              aria-current={item.path === current ? 'page' : undefined}
            >
              {item.title}
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
