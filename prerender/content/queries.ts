// Every GROQ query the build runs, as named constants built from the shared fragments. The same
// text runs against the bundled dataset (groq-js) and a live project.
import { BLOCK } from './block-fragments.ts';
import {
  DOCUMENT_REF,
  FILE,
  HERO,
  IMAGE,
  NAV_ITEM,
  portableText,
  ROUTED_DOCUMENT_FIELDS,
  UNROUTED_DOCUMENT_FIELDS,
} from './fragments.ts';

/** Every document's id and type: the counts per type and the set of ids references may target. */
export const DOCUMENT_IDS_QUERY = '*[]{ _id, _type }';

/** The stored documents of the given types, unprojected, for the checks on stored content. */
export const STORED_DOCUMENTS_QUERY = '*[_type in $types]';

export const SITE_SETTINGS_QUERY = `*[_id == "siteSettings"][0]{
  ${UNROUTED_DOCUMENT_FIELDS}, siteName, siteDescription, "logo": logo${IMAGE},
  vatNumber, telephone, email,
  "address": address{ streetAddress, locality, region, postalCode, country },
  "openingHours": openingHours[]{ _key, days, opens, closes }, "geo": geo{ lat, lng },
  ${portableText('details')}
}`;

export const NAVIGATION_QUERY = `*[_id == "navigation"][0]{
  ${UNROUTED_DOCUMENT_FIELDS}, "main": main[]${NAV_ITEM}, "secondary": secondary[]${NAV_ITEM}
}`;

export const FOOTER_QUERY = `*[_id == "footer"][0]{
  ${UNROUTED_DOCUMENT_FIELDS}, "logo": logo${IMAGE},
  "links": links[]${NAV_ITEM}, socialText, infoText, "infoLinks": infoLinks[]${NAV_ITEM},
  ${portableText('details')},
  "socialIcons": socialIcons[]{ _key, alt, "image": image${IMAGE}, link }
}`;

export const PAGES_QUERY = `*[_type == "page"] | order(_id asc) {
  ${ROUTED_DOCUMENT_FIELDS}, "slug": slug.current, title,
  "seo": { "description": seo.description },
  "hero": hero${HERO},
  "content": content[]${BLOCK}
}`;

/** Newest first. */
export const POSTS_QUERY = `*[_type == "post"] | order(published desc, _id asc) {
  ${ROUTED_DOCUMENT_FIELDS}, "slug": slug.current, title, published, excerpt,
  "seo": { "description": seo.description },
  "image": image${IMAGE},
  "categories": categories[]->${DOCUMENT_REF},
  ${portableText('body')}
}`;

/** News categories. */
export const CATEGORIES_QUERY = `*[_type == "category"] | order(title asc) {
  ${ROUTED_DOCUMENT_FIELDS}, "slug": slug.current, title
}`;

export const PRODUCT_CATEGORIES_QUERY = `*[_type == "productCategory"] | order(_id asc) {
  ${ROUTED_DOCUMENT_FIELDS}, "slug": slug.current, title, type,
  "parentId": parent._ref,
  ${portableText('description')},
  "image": image${IMAGE}, order
}`;

/**
 * Products a page at a time, in `_id` order from `$after` (the last id of the page before; "" for
 * the first): each page is validated and let go before the next comes, where the whole catalogue
 * projected at once was 430 MB at 100,000 machines. Paged by id, not by offset, as Sanity advises:
 * every page is then a filter on an indexed field.
 */
export const PRODUCTS_PAGE_SIZE = 10_000;

export const PRODUCTS_QUERY = `*[_type == "product" && _id > $after] | order(_id asc) [0...${PRODUCTS_PAGE_SIZE}] {
  ${ROUTED_DOCUMENT_FIELDS}, "slug": slug.current, title,
  "categories": categories[]->${DOCUMENT_REF},
  "brand": brand->${DOCUMENT_REF},
  "images": images[]${IMAGE},
  ${portableText('description')},
  "specification": specification[]{ _key, label, value },
  excerpt, order, condition, price, priceValue, year, hours, stockNumber,
  "status": coalesce(status, "available"), "listedAt": coalesce(listedAt, _createdAt), video,
  "brochure": brochure{ title, "file": @${FILE} }
}`;

/** Ascending by `order`, those without one last (SPEC: brands page). */
export const BRANDS_QUERY = `*[_type == "brand"] | order(coalesce(order, 1e9) asc, title asc) {
  ${ROUTED_DOCUMENT_FIELDS}, "slug": slug.current, title, order,
  ${portableText('description')},
  "logo": logo${IMAGE}, "image": image${IMAGE}
}`;

export const MEDIA_ITEMS_QUERY = `*[_type == "mediaItem"] | order(order asc, _id asc) {
  ${UNROUTED_DOCUMENT_FIELDS}, title, description, order, mediaType,
  "gallery": gallery[]{ value, label },
  "brand": brand->${DOCUMENT_REF},
  video, "image": image${IMAGE}
}`;
