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

/** Days as schema.org names them, so structured data and the footer read the same list. */
export const WEEK_DAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

const clockTime = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'expected a 24-hour time "HH:MM"');

/** One line of opening hours: these days, from opens to closes. */
export const openingHoursSchema = z
  .object({
    _key: keySchema,
    days: z
      .array(z.enum(WEEK_DAYS, { error: 'expected a day name, "Monday" to "Sunday"' }))
      .min(1, 'expected at least one day'),
    opens: clockTime,
    closes: clockTime,
  })
  .refine((hours) => hours.opens < hours.closes, {
    message: 'expected opens before closes',
    path: ['closes'],
  });
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** Where the yard is: directions end there, and search engines place the dealer on a map. */
export const geoSchema = z.object({
  lat: z
    .number()
    .min(-90, 'expected a latitude from -90 to 90')
    .max(90, 'expected a latitude from -90 to 90'),
  lng: z
    .number()
    .min(-180, 'expected a longitude from -180 to 180')
    .max(180, 'expected a longitude from -180 to 180'),
});
export type Geo = z.infer<typeof geoSchema>;

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
  openingHours: listOf(openingHoursSchema),
  geo: geoSchema.nullable(),
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
