// The relevance table (issue 34): queries a grower types, each with the pages that must be among
// the first three hits. Where every machine of a kind matches alike (all new sprayers by their
// category), the row names the one the tie order puts first (shorter title): what it tests is
// that a machine of the kind, not a post or a namesake, leads. Run over the bundled dataset by search-relevance.test.ts; the hits before
// and after the index learned what each document is are in docs/search-relevance.md.

export interface RelevanceCase {
  query: string;
  /** Paths that must all be among the first three hits. */
  top3: string[];
}

const p = (slug: string) => `/product/${slug}/`;

export const RELEVANCE_TABLE: RelevanceCase[] = [
  // Kinds of machine: the new range, whose titles rarely say what the machine is.
  { query: 'tractor', top3: [p('valmara-v60-vigneto')] },
  { query: 'tractors', top3: [p('valmara-v60-vigneto'), p('valmara-v70-stretto')] },
  { query: 'vineyard tractor', top3: [p('valmara-v70-stretto')] },
  { query: 'forklift', top3: [p('rough-terrain-forklift-t25-2wd')] },
  { query: 'sprayer', top3: [p('mankar-roll'), p('friuli-hop-2000')] },
  { query: 'vineyard sprayer', top3: [p('friuli-vigna-600'), p('friuli-vigna-1000-multi-row')] },
  { query: 'orchard sprayer', top3: [p('friuli-arno-1000')] },
  { query: 'telehandler', top3: [p('giant-gt5048')] },
  { query: 'telescopic handler', top3: [p('giant-gt5048')] },
  { query: 'wheeled loader', top3: [p('giant-g2200-hd')] },
  { query: 'skid steer', top3: [p('giant-sk201')] },
  { query: 'grape harvester', top3: [p('gregoire-g8-trailed')] },
  { query: 'frost fan', top3: [p('terreco-tf-60-mobile-frost-fan')] },
  { query: 'frost protection', top3: [p('terreco-tf-60-mobile-frost-fan')] },
  { query: 'mower', top3: [p('rotary-mower-rm-180')] },
  { query: 'pulveriser', top3: [p('orizzonti-pulveriser-tr-180')] },
  { query: 'weeder', top3: [p('rootwave-eweeder-pro')] },
  { query: 'platform', top3: [p('cep-vine-2-electric-platform')] },
  { query: 'trailer', top3: [p('soft-fruit-trailer-st-120')] },
  { query: 'utv', top3: [p('corvus-terrain-dx4')] },
  // The de-leafer, however it is written.
  { query: 'deleafer', top3: [p('olmi-aria-single-de-leafer')] },
  { query: 'de-leafer', top3: [p('olmi-aria-single-de-leafer')] },
  { query: 'leaf remover', top3: [p('olmi-aria-single-de-leafer')] },
  // Brands.
  { query: 'antonio carraro', top3: [p('srx-5800')] },
  { query: 'valmara', top3: [p('valmara-v70-stretto')] },
  { query: 'giant', top3: [p('giant-sk201')] },
  { query: 'orvin', top3: [p('orvin-rt-25')] },
  // Model numbers with and without their spaces.
  { query: 'srx 5800', top3: [p('srx-5800')] },
  { query: 'srx5800', top3: [p('srx-5800')] },
  { query: 'tgf7800', top3: [p('tgf-7800-s')] },
  { query: 'tgf 7800', top3: [p('tgf-7800-s')] },
  { query: 'gt5048', top3: [p('giant-gt5048')] },
  { query: 'rt25', top3: [p('orvin-rt-25')] },
  { query: 'vigna 600', top3: [p('friuli-vigna-600')] },
  // Typos.
  { query: 'antonio caraaro', top3: [p('srx-5800')] },
  { query: 'telehandelr', top3: [p('giant-gt5048')] },
  { query: 'sprayr', top3: [p('mankar-roll')] },
  // Used and hire: asked for, they come first; the year of a used machine finds it.
  { query: 'used tractor', top3: [p('used-2014-aebi-tt211-slope-tractor')] },
  { query: 'second hand forklift', top3: [p('used-2018-orvin-rt-30-forklift')] },
  { query: 'hire telehandler', top3: [p('hire-giant-gt5048-telehandler')] },
  { query: 'forklift hire', top3: [p('hire-orvin-rt-30-forklift')] },
  { query: '2019 tractor', top3: [p('used-2019-valmara-v95-frutteto-cab')] },
  { query: '4x4 forklift', top3: [p('rough-terrain-forklift-t30-4wd')] },
  // Information words: the current page, not a dated post.
  { query: 'opening hours', top3: ['/contact-us/'] },
  { query: 'phone', top3: ['/contact-us/'] },
  { query: 'address', top3: ['/contact-us/'] },
  { query: 'parts', top3: ['/parts-service/'] },
  { query: 'service', top3: ['/parts-service/'] },
  // A category's words find its machines first.
  { query: 'hire machines', top3: [p('hire-post-hole-auger')] },
];
