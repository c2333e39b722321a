import { describe, expect, it } from 'vitest';
import { googleIssues, groupByType } from './google-rules.ts';

const product = (extra: Record<string, unknown>) => ({
  '@context': 'https://schema.org',
  '@graph': [{ '@type': 'Product', name: 'Tractor', image: ['https://x.test/a.webp'], ...extra }],
});
const errors = async (blocks: unknown[]) =>
  (await googleIssues(blocks)).filter((i) => i.severity === 'ERROR').map((i) => i.message);

describe("Google's rules", () => {
  it('groups the nodes of each @graph by type, as the validator reads them', () => {
    const grouped = groupByType([product({}), { '@type': 'BreadcrumbList', itemListElement: [] }]);
    expect(Object.keys(grouped)).toEqual(['Product', 'BreadcrumbList']);
  });

  it('rejects a product without an offer, and an offer without a numeric price', async () => {
    expect(await errors([product({})])).toContain(
      'One of the following attributes is required: "aggregateRating", "offers" or "review"',
    );
    expect((await errors([product({ offers: { '@type': 'Offer', priceCurrency: 'GBP' } })])).join()).toMatch(
      /price/,
    );
  });

  it('accepts a product offered at a number in pounds', async () => {
    const offer = {
      '@type': 'Offer',
      price: 18500,
      priceCurrency: 'GBP',
      availability: 'https://schema.org/InStock',
    };
    expect(await errors([product({ offers: offer })])).toEqual([]);
  });
});
