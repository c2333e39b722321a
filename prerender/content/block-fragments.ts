// The projection of `page.content[]`: one conditional per block `_type`. A block of any other
// type keeps only `_type` and `_key`; the snapshot drops it with a warning.
import type { BlockType } from '../../src/content/schemas/index.ts';
import {
  CAROUSEL_SLIDE,
  COLOUR,
  DOCUMENT_REF,
  FILE,
  IMAGE,
  LINK,
  POST_CARD,
  portableText,
} from './fragments.ts';

const COLOURS = `"titleColor": titleColor${COLOUR}, "textColor": textColor${COLOUR},
  "backgroundColor": backgroundColor${COLOUR}`;

/** The fields of each block type, keyed by `_type`; a block type left out is a type error. */
const BLOCK_FIELDS = {
  banner: `title, ${portableText('text')}, ${COLOURS}`,
  brands: 'title, text',
  columns: `"columns": columns[]{
    _key, "link": link${LINK}, "image": image${IMAGE}, overlay, subtitle, title, ${portableText('content')}
  }`,
  contactForm: `title, ${portableText('text')}, "map": map{ lat, lng, zoom, label }`,
  content: `title, ${portableText('content')}`,
  cta: `title, text, "image": image${IMAGE}, "ctaLink": ctaLink{ text, "link": link${LINK} }, ${COLOURS}`,
  hero: `subtitle, title, "image": image${IMAGE}, showStripe`,
  heroCarousel: `"slides": slides[]->${CAROUSEL_SLIDE}`,
  imageWithAlt: `"image": image${IMAGE}, caption`,
  level: `title, "items": items[]{ _key, title, "image": image${IMAGE} }`,
  mediaLibrary: 'title',
  newsletter: `text, "logo": logo${IMAGE}`,
  posts: `title, "category": category->${DOCUMENT_REF}`,
  section: `title, ${portableText('content')}, "image": image${IMAGE}, position, size,
    "backgroundColor": backgroundColor${COLOUR}`,
  testimonial: 'text, client, business',
  teamGrid: `title, "members": members[]{ _key, name, "image": image${IMAGE}, ${portableText('content')} }`,
  timelineGroup: `title, "events": events[]{
    _key, title, ${portableText('content')}, "image": image${IMAGE}, imageRight
  }`,
  fileWithTitle: `title, "file": file${FILE}`,
  latestNews: `title, subtitle, "posts": posts[]->${POST_CARD}`,
  table: 'title, "rows": rows[]{ _key, cells }',
  youtubeVideo: 'title, url',
} satisfies Record<BlockType, string>;

export const BLOCK = `{
  _type, _key,
  ${Object.entries(BLOCK_FIELDS)
    .map(([type, fields]) => `_type == "${type}" => { ${fields} }`)
    .join(',\n  ')}
}`;
