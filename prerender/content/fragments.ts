// GROQ projection fragments, each written once and shared by every query (queries.ts). A fragment
// that starts with `{` is applied to a value (`image${IMAGE}`); the others are object fields.
import { HOME_SLUG, MAX_CATEGORY_DEPTH, PATH_PREFIXES } from '../../src/content/paths.ts';

/** `parent->parent->…slug.current`, from the furthest ancestor down to the document itself. */
function ancestorSlugs(depth: number): string {
  const slugs: string[] = [];
  for (let level = depth - 1; level >= 0; level -= 1) {
    slugs.push(`${'parent->'.repeat(level)}slug.current`);
  }
  return slugs.join(', ');
}

/**
 * A document's site path, evaluated in the document's scope (docs/content-model.md, "Paths").
 * A product category's path runs through its ancestors, at most MAX_CATEGORY_DEPTH levels; the
 * snapshot checks the result against the parent chain.
 */
export const DOCUMENT_PATH = `select(
  !defined(slug.current) => null,
  _type == "page" && slug.current == "${HOME_SLUG}" => "/",
  _type in ["page", "post"] => "/" + slug.current + "/",
  _type == "category" => "${PATH_PREFIXES.category}" + slug.current + "/",
  _type == "product" => "${PATH_PREFIXES.product}" + slug.current + "/",
  _type == "brand" => "${PATH_PREFIXES.brand}" + slug.current + "/",
  _type == "productCategory" => "${PATH_PREFIXES.productCategory}"
    + array::join(array::compact([${ancestorSlugs(MAX_CATEGORY_DEPTH)}]), "/") + "/"
)`;

/** The fields every routed document projection starts with. */
export const ROUTED_DOCUMENT_FIELDS = `"id": _id, "path": ${DOCUMENT_PATH}, "updatedAt": _updatedAt`;
export const UNROUTED_DOCUMENT_FIELDS = `"id": _id, "updatedAt": _updatedAt`;

/** Applied to a dereferenced document: `brand->${DOCUMENT_REF}`. */
export const DOCUMENT_REF = `{ "id": _id, title, "path": ${DOCUMENT_PATH} }`;

/** A reference (`->`) resolved to its target's path; null when the target is missing. */
function pathOf(reference: string): string {
  return `${reference}->{ "path": ${DOCUMENT_PATH} }.path`;
}

export const IMAGE_FIELDS = `"alt": coalesce(alt, ""),
  "asset": asset->{ _id, url, path, extension,
    "width": metadata.dimensions.width, "height": metadata.dimensions.height },
  "hotspot": hotspot{ x, y, height, width },
  "crop": crop{ top, bottom, left, right }`;
export const IMAGE = `{ ${IMAGE_FIELDS} }`;

/** Applied to a file object: `file${FILE}`. */
export const FILE = `.asset->{ url, path, extension, size, originalFilename }`;

export const COLOUR = `{ label, value }`;

export const LINK = `{
  type,
  "href": select(
    type == "internal" => ${pathOf('internal')},
    type == "path" => path,
    type == "external" => url
  )
}`;

const NAV_LINK_FIELDS = `_key, text, "link": link${LINK}`;
export const NAV_ITEM = `{ ${NAV_LINK_FIELDS}, "links": coalesce(links[]{ ${NAV_LINK_FIELDS}, "links": [] }, []) }`;

/**
 * A Portable Text field, kept in its shape but with every `internalLink` annotation turned into
 * a `link` with the target's path, and inline images in the Image shape.
 */
export function portableText(field: string): string {
  return `"${field}": ${field}[]{
    ...,
    _type == "block" => {
      "markDefs": markDefs[]{
        _key, _type, href,
        _type == "internalLink" => { "_type": "link", "href": ${pathOf('reference')} }
      }
    },
    _type == "image" => { _type, _key, ${IMAGE_FIELDS} }
  }`;
}

export const HERO = `{ subtitle, title, "image": image${IMAGE}, showStripe }`;

export const POST_CARD = `{
  "id": _id, "path": ${DOCUMENT_PATH}, title, published, excerpt,
  "image": image${IMAGE},
  "categories": categories[]->${DOCUMENT_REF}
}`;

export const CAROUSEL_SLIDE = `{
  ${UNROUTED_DOCUMENT_FIELDS}, title, subtitle,
  "color": color${COLOUR},
  "link": link${LINK},
  externalLink,
  "content": content{
    _type,
    _type == "carouselImage" => { "image": ${IMAGE} },
    _type == "carouselVideo" => { url }
  }
}`;
