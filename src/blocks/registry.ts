// Every block `_type` mapped to how it renders (STYLE.md habit 3). `satisfies` makes a missing or
// misspelt block a type error. The blocks of the home page and of most pages ship in the page and
// home template chunks; the rest are chunks of their own (block-chunks.ts), loaded only where used.

import { blockChunkLoaders as chunk } from './block-chunks.ts';
import { Block as Brands } from './brands.tsx';
import { Block as Columns } from './columns.tsx';
import { Block as Content } from './content.tsx';
import { Block as Cta } from './cta.tsx';
import { Block as LatestNews } from './latest-news.tsx';
import { Block as Level } from './level.tsx';
import { Block as Newsletter } from './newsletter.tsx';
import { Block as Testimonial } from './testimonial.tsx';
import type { BlockEntry, BlockType } from './types.ts';

export type BlockRegistry = { [T in BlockType]: BlockEntry<T> };

export const blockRegistry = {
  banner: { load: chunk.banner },
  brands: { component: Brands },
  columns: { component: Columns },
  contactForm: { load: chunk.contactForm },
  content: { component: Content },
  cta: { component: Cta },
  hero: { load: chunk.hero },
  heroCarousel: { load: chunk.heroCarousel },
  imageWithAlt: { load: chunk.imageWithAlt },
  level: { component: Level },
  mediaLibrary: { load: chunk.mediaLibrary },
  newsletter: { component: Newsletter },
  posts: { load: chunk.posts },
  section: { load: chunk.section },
  testimonial: { component: Testimonial },
  teamGrid: { load: chunk.teamGrid },
  timelineGroup: { load: chunk.timelineGroup },
  fileWithTitle: { load: chunk.fileWithTitle },
  latestNews: { component: LatestNews },
  table: { load: chunk.table },
  youtubeVideo: { load: chunk.youtubeVideo },
} satisfies BlockRegistry;
