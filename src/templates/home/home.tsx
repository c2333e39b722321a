// The home page: its blocks, the hero carousel first among them. A home page without a carousel
// but with a hero shows the hero banner instead; either way the page has one h1.

import { Blocks } from '../../blocks/blocks.tsx';
import { HeroBanner } from '../../components/hero-banner.tsx';
import { useSite } from '../../components/site-context.tsx';
import type { Data } from './model.ts';

export function Template({ data }: { data: Data }) {
  const { page } = data;
  const { siteName } = useSite();
  const hasCarousel = page.content.some((block) => block._type === 'heroCarousel');
  // Below a hero picture, the blocks' pictures wait for it (AfterLargestPicture).
  const afterHero = !hasCarousel && !!page.hero?.image;
  return (
    <>
      {page.hero && !hasCarousel ? (
        <HeroBanner hero={page.hero} priority />
      ) : (
        // The carousel's slides are sections (h2); the page still needs its own heading.
        <h1 className="visually-hidden">{page.hero ? `${siteName}: ${page.hero.title}` : siteName}</h1>
      )}
      <Blocks blocks={page.content} afterHero={afterHero} />
    </>
  );
}
