// Every block `_type` mapped to how it renders (STYLE.md habit 3). `satisfies` makes a missing or
// misspelt block a type error. Light blocks ship in the page and home template chunks; the heavy
// ones (block-chunks.ts) are chunks of their own, loaded only where used.

import { Block as Banner } from './banner.tsx';
import { heavyBlockLoaders } from './block-chunks.ts';
import { Block as Brands } from './brands.tsx';
import { Block as Columns } from './columns.tsx';
import { Block as Content } from './content.tsx';
import { Block as Cta } from './cta.tsx';
import { Block as FileWithTitle } from './file-with-title.tsx';
import { Block as Hero } from './hero.tsx';
import { Block as ImageWithAlt } from './image-with-alt.tsx';
import { Block as LatestNews } from './latest-news.tsx';
import { Block as Level } from './level.tsx';
import { Block as Newsletter } from './newsletter.tsx';
import { Block as Posts } from './posts.tsx';
import { Block as Section } from './section.tsx';
import { Block as Testimonial } from './testimonial.tsx';
import type { BlockEntry, BlockType } from './types.ts';

export type BlockRegistry = { [T in BlockType]: BlockEntry<T> };

export const blockRegistry = {
  banner: { component: Banner },
  brands: { component: Brands },
  columns: { component: Columns },
  contactForm: { load: heavyBlockLoaders.contactForm },
  content: { component: Content },
  cta: { component: Cta },
  hero: { component: Hero },
  heroCarousel: { load: heavyBlockLoaders.heroCarousel },
  imageWithAlt: { component: ImageWithAlt },
  level: { component: Level },
  mediaLibrary: { load: heavyBlockLoaders.mediaLibrary },
  newsletter: { component: Newsletter },
  posts: { component: Posts },
  section: { component: Section },
  testimonial: { component: Testimonial },
  teamGrid: { load: heavyBlockLoaders.teamGrid },
  timelineGroup: { load: heavyBlockLoaders.timelineGroup },
  fileWithTitle: { component: FileWithTitle },
  latestNews: { component: LatestNews },
  table: { load: heavyBlockLoaders.table },
  youtubeVideo: { load: heavyBlockLoaders.youtubeVideo },
} satisfies BlockRegistry;
