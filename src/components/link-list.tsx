// A plain list of links (a post's categories, the empty basket's categories, the pages saved for
// offline): one list item and one link each, styled by the caller.
import { SmartLink } from './link.tsx';

export interface ListedLink {
  href: string;
  text: string;
}

export function LinkList({
  links,
  label,
  className,
  linkClassName,
}: {
  links: readonly ListedLink[];
  /** Names the list, where what it lists is not said around it. */
  label?: string;
  className?: string;
  linkClassName?: string;
}) {
  return (
    <ul className={className} aria-label={label}>
      {links.map((link) => (
        <li key={link.href}>
          <SmartLink href={link.href} className={linkClassName}>
            {link.text}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
