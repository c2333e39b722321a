// A menu entry as the navigation projection gives it, for the header's and the basket's tests.
import type { NavItem } from './schemas/index.ts';

export const navItem = (key: string, text: string, href: string, links: NavItem[] = []): NavItem => ({
  _key: key,
  text,
  link: { type: 'path', href },
  links,
});
