import { Link } from 'react-router';
import { useSite } from '../app/site-context.tsx';
import styles from './footer.module.css';

export function Footer() {
  const site = useSite();
  return (
    <footer className={styles.footer}>
      <div className="container">
        <nav aria-label="Legal">
          <ul className={styles.links}>
            {site.footer.infoLinks.map((item) => (
              <li key={item._key}>
                <Link to={item.link.href}>{item.text}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>
          © {site.year} {site.siteName}. {site.vatNumber}
        </p>
      </div>
    </footer>
  );
}
