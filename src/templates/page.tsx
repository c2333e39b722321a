// A content page (about, contact, parts and service, policies…): its hero, then its blocks.
import { Blocks } from '../blocks/blocks.tsx';
import { HeroBanner } from '../components/hero-banner.tsx';
import type { TemplateDataMap } from '../content/page-data.ts';
import { TitleBand } from './parts/title-band.tsx';

export function Template({ data }: { data: TemplateDataMap['page'] }) {
  const { page } = data;
  return (
    <>
      {page.hero ? (
        <HeroBanner
          title={page.hero.title}
          subtitle={page.hero.subtitle}
          image={page.hero.image}
          showStripe={page.hero.showStripe}
          priority
        />
      ) : (
        <TitleBand title={page.title} />
      )}
      <Blocks blocks={page.content} />
    </>
  );
}
