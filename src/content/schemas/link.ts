// Links and navigation items. Internal references arrive resolved to the target's site path, so
// the site has one `href` to follow whatever the editor chose.
import { z } from 'zod';
import { isNetworkPath } from '../href.ts';
import { keySchema, requiredText } from './fields.ts';

const ABSOLUTE_URL = /^(?:https?:\/\/\S+|mailto:\S+|tel:\S+)$/;

export const linkSchema = z
  .object({
    type: z.enum(['internal', 'path', 'external'], {
      error: 'expected link type internal, path or external',
    }),
    href: z.string({ error: 'expected a link target (internal reference, path or url)' }),
  })
  .check((ctx) => {
    const { type, href } = ctx.value;
    // `//host/…` and `/\host/…` start with a slash but leave the site.
    const isSitePath = /^\/\S*$/.test(href) && !isNetworkPath(href);
    if (type === 'external' ? !ABSOLUTE_URL.test(href) : !isSitePath) {
      ctx.issues.push({
        code: 'custom',
        input: href,
        path: ['href'],
        message:
          type === 'external'
            ? `expected an absolute url (https:, mailto: or tel:), got "${href}"`
            : `expected a site path starting with one "/", got "${href}"`,
      });
    }
  });
export type Link = z.infer<typeof linkSchema>;

/** A menu entry; `links` holds its children, one level deep (children have none). */
export const navItemSchema = z.object({
  _key: keySchema,
  text: requiredText('the menu text'),
  link: linkSchema,
  get links(): z.ZodArray<typeof navItemSchema> {
    return z.array(navItemSchema);
  },
});
export type NavItem = z.infer<typeof navItemSchema>;
