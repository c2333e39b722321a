// Hero block: the page hero's look further down a page. Every page already has its own hero and
// h1, so this one is a section (h2) and its picture loads lazily like any other.
import { HeroBanner } from '../components/hero-banner.tsx';
import type { ResolvedBlockOf } from './types.ts';

export function Block({ block }: { block: ResolvedBlockOf<'hero'> }) {
  return <HeroBanner hero={block} level={2} />;
}
