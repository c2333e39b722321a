// One link component for every href the content can hold (SPEC §2 "Navigation behaviour"):
// client navigation inside the site, plain or new-tab links outside it, no link for unsafe schemes.
import type { ComponentPropsWithoutRef } from 'react';
import { useRef } from 'react';
import { useLocation } from 'react-router';
import { classifyHref, cleanHref, pathPart } from '../content/href.ts';
import { useSiteUrl } from './site-context.tsx';
import { usePrefetch } from './use-prefetch.ts';

export { classifyHref, cleanHref, type HrefKind } from '../content/href.ts';

/** Routes end in a slash (SPEC §2): `/about-us?x#y` → `/about-us/?x#y`. */
export function withTrailingSlash(href: string): string {
  const path = pathPart(href);
  if (path === '' || path.endsWith('/')) return href;
  return `${path}/${href.slice(path.length)}`;
}

/** The last site URL asked about and its origin: every link asks, and it is one URL per site. */
let lastOrigin: { siteUrl: string; origin: string | undefined } | undefined;

/** The origin of the site's own address, or undefined when there is none (or it is not a URL). */
export function siteOrigin(siteUrl: string | undefined): string | undefined {
  if (!siteUrl) return undefined;
  if (lastOrigin?.siteUrl !== siteUrl) lastOrigin = { siteUrl, origin: parseOrigin(siteUrl) };
  return lastOrigin.origin;
}

function parseOrigin(siteUrl: string): string | undefined {
  try {
    return new URL(siteUrl).origin;
  } catch {
    return undefined;
  }
}

export type SmartLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & { href: string };

/** The site's own absolute address (`SITE_URL`, from the site data) is a plain link, not a new tab. */
export function SmartLink({ href, children, ...anchorProps }: SmartLinkProps) {
  const siteUrl = useSiteUrl();
  const clean = cleanHref(href);
  switch (classifyHref(clean, siteOrigin(siteUrl))) {
    case 'internal':
      return (
        <InternalLink to={withTrailingSlash(clean)} {...anchorProps}>
          {children}
        </InternalLink>
      );
    case 'plain':
      return (
        <a href={clean} {...anchorProps}>
          {children}
        </a>
      );
    case 'external': {
      const label = anchorProps['aria-label'];
      return (
        <a
          href={clean}
          {...anchorProps}
          aria-label={label && `${label} (opens in a new tab)`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {children}
          <NewTabNote />
        </a>
      );
    }
    default:
      // A script or data URL from content must not become clickable; the text still shows.
      return children;
  }
}

/**
 * A link that opens a new tab says so to everyone (issue 37): an arrow pointing out after its text,
 * and the words for a screen reader. For anchors made by hand with `target="_blank"` too.
 */
export function NewTabNote() {
  return (
    <>
      <span className="new-tab" aria-hidden="true">
        ↗
      </span>
      <span className="visually-hidden"> (opens in a new tab)</span>
    </>
  );
}

/**
 * `to` as the browser resolves it from `pathname`, as path, query and hash. Relative hrefs from
 * content (`team/`, `../x/`, `?page=2`) resolve against the page's URL, as a plain anchor would.
 */
export function resolveInternal(to: string, pathname: string): string {
  if (to.startsWith('/')) return to;
  const url = new URL(to, `http://site${pathname}`);
  return url.pathname + url.search + url.hash;
}

/**
 * A plain anchor: the click goes to the router through the one listener of src/app/link-clicks.ts,
 * so a link costs no router hooks, in the prerender or in hydration.
 */
function InternalLink({ to, ...anchorProps }: Omit<SmartLinkProps, 'href'> & { to: string }) {
  const ref = useRef<HTMLAnchorElement>(null);
  const href = resolveInternal(to, useLocation().pathname);
  usePrefetch(ref, pathPart(href));
  return <a ref={ref} href={href} {...anchorProps} />;
}
