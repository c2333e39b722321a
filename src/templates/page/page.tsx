// A content page (about, contact, parts and service, policies…): its hero, then its blocks.
import { Blocks } from '../../blocks/blocks.tsx';
import { HeroBanner } from '../../components/hero-banner.tsx';
import { TitleBand } from '../parts/title-band.tsx';
import type { Data } from './model.ts';

export function Template({ data }: { data: Data }) {
  const { page } = data;
  return (
    <>
      {page.hero ? <HeroBanner hero={page.hero} priority /> : <TitleBand title={page.title} />}
      <Blocks blocks={page.content} afterHero={!!page.hero?.image} />
    </>
  );
}
