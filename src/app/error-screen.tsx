import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import styles from './error-screen.module.css';

function explain(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return 'Something went wrong.';
}

/**
 * This page's address, path and query, as a link of this site: a path that starts with `//`
 * (`https://site//other.example/x`) would otherwise be read as another site's address.
 */
export function retryHref({ pathname, search }: { pathname: string; search: string }): string {
  return `${pathname.replace(/^\/+/, '/')}${search}`;
}

/** What a visitor sees when a page cannot be shown: the reason in words, and a way on. */
export function ErrorScreen() {
  const error = useRouteError();
  const location = useLocation();
  return (
    <div className={styles.screen} role="alert">
      <h1>Sorry, this page could not be loaded</h1>
      <p>
        Please check your connection and try again. If it keeps happening, call us and we will help you find
        what you need.
      </p>
      <p className={styles.detail}>{explain(error)}</p>
      <p className={styles.actions}>
        {/* A full load of the same address: the retry path that works whatever failed. */}
        <a href={retryHref(location)}>Try again</a>
        <Link to="/">Go to the home page</Link>
      </p>
    </div>
  );
}
