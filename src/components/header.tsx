import { Link } from 'react-router';
import { useSite } from '../app/site-context.tsx';
import styles from './header.module.css';

export function Header() {
  const site = useSite();
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link to="/" className={styles.logo}>
          {site.siteName}
        </Link>
        <nav aria-label="Main">
          <ul className={styles.menu}>
            {site.navigation.main.map((item) => (
              <li key={item._key}>
                <Link to={item.link.href}>{item.text}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
