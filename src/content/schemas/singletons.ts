// The singletons: site settings, navigation and footer.
import { z } from 'zod';
import { SITE_NAME_MAX } from '../text-limits.ts';
import { keySchema, listOf, requiredText, unroutedDocumentFields } from './fields.ts';
import { imageSchema } from './image.ts';
import { navItemSchema } from './link.ts';
import { portableTextSchema } from './portable-text.ts';

export const addressSchema = z.object({
  streetAddress: z.string(),
  locality: z.string(),
  region: z.string().nullable(),
  postalCode: z.string(),
  country: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

export const siteSettingsSchema = z.object({
  ...unroutedDocumentFields,
  // It ends every page title, so it must leave the page's own words room (SITE_NAME_MAX).
  siteName: requiredText('the site name').max(
    SITE_NAME_MAX,
    `expected the site name in at most ${SITE_NAME_MAX} characters: it ends every page title`,
  ),
  siteDescription: z
    .string()
    .nullable()
    .transform((value) => value ?? ''),
  logo: imageSchema,
  vatNumber: z.string(),
  telephone: z.string(),
  email: z.string(),
  address: addressSchema,
  details: portableTextSchema,
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const navigationSchema = z.object({
  ...unroutedDocumentFields,
  main: listOf(navItemSchema),
  secondary: listOf(navItemSchema),
});
export type Navigation = z.infer<typeof navigationSchema>;

export const socialIconSchema = z.object({
  _key: keySchema,
  alt: z.string(),
  image: imageSchema,
  link: z.url({ protocol: /^https?$/, error: 'expected an absolute https: url' }),
});
export type SocialIcon = z.infer<typeof socialIconSchema>;

export const footerSchema = z.object({
  ...unroutedDocumentFields,
  logo: imageSchema,
  links: listOf(navItemSchema),
  socialText: z.string(),
  infoText: z.string(),
  infoLinks: listOf(navItemSchema),
  details: portableTextSchema,
  socialIcons: listOf(socialIconSchema),
});
export type Footer = z.infer<typeof footerSchema>;
