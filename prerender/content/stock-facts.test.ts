// The stock facts of a machine and the dealer's hours and place (docs/content-model.md "Stock
// facts", "Site settings"): read with their defaults, and every slip named by document and field.
import { describe, expect, it } from 'vitest';
import {
  fixtureDocument as doc,
  fixtureDocuments,
  loadEditedFixture as load,
} from '../fixture.test-helper.ts';
import { ContentError, type Problem } from './snapshot.ts';

const named = (problems: readonly Problem[]) =>
  problems.filter((p) => p.severity === 'error').map((p) => `${p.documentId} ${p.field}: ${p.message}`);

describe('stock facts', () => {
  it('are read as given, and a machine without them is available, listed when it was created', async () => {
    const { problems, snapshot } = await load((docs) => {
      Object.assign(doc(docs, 'product-1'), {
        condition: 'used',
        priceValue: 18500,
        year: 2019,
        hours: 1240,
        stockNumber: ' U1042 ',
        status: 'reserved',
        listedAt: '2023-05-02T10:00:00Z',
      });
    });
    expect(problems).toEqual([]);
    const [given, bare] = ['product-1', 'product-2'].map((id) => snapshot.products.find((p) => p.id === id));
    expect(given).toMatchObject({
      priceValue: 18500,
      year: 2019,
      hours: 1240,
      stockNumber: 'U1042',
      status: 'reserved',
      listedAt: '2023-05-02T10:00:00Z',
    });
    expect(bare).toMatchObject({
      priceValue: null,
      year: null,
      hours: null,
      stockNumber: null,
      status: 'available',
    });
    expect(bare?.listedAt).toBe(doc(fixtureDocuments(), 'product-2')._createdAt);
  });

  it('stop the build on a slip, naming the machine and the field', async () => {
    const nextYear = new Date().getUTCFullYear() + 1;
    const { problems } = await load((docs) => {
      Object.assign(doc(docs, 'product-1'), {
        price: 'POA',
        priceValue: 18500,
        year: nextYear + 1,
        hours: -3,
      });
      Object.assign(doc(docs, 'product-2'), {
        year: 1240,
        hours: 12.5,
        status: 'gone',
        stockNumber: 'U'.repeat(21),
        priceValue: 0,
      });
    });
    expect(named(problems)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^product-1 priceValue: expected no priceValue on a machine whose price is "POA"/,
        ),
        `product-1 year: expected year at most ${nextYear}, got ${nextYear + 1}`,
        'product-1 hours: expected hours of 0 or more',
        'product-2 year: expected year from 1950',
        'product-2 hours: expected hours as a whole number',
        'product-2 status: expected status "available", "reserved", "sold" or "arriving", got "gone"',
        'product-2 stockNumber: expected a stock number of at most 20 characters',
        'product-2 priceValue: expected priceValue above 0',
      ]),
    );
  });
});

describe('opening hours and the yard on the map', () => {
  it('are read from the site settings', async () => {
    const { problems, snapshot } = await load((docs) => {
      Object.assign(doc(docs, 'siteSettings'), {
        openingHours: [{ _key: 'h1', days: ['Monday', 'Friday'], opens: '07:30', closes: '17:00' }],
        geo: { lat: 51.1752, lng: 0.4926 },
      });
    });
    expect(problems).toEqual([]);
    expect(snapshot.settings.openingHours).toEqual([
      { _key: 'h1', days: ['Monday', 'Friday'], opens: '07:30', closes: '17:00' },
    ]);
    expect(snapshot.settings.geo).toEqual({ lat: 51.1752, lng: 0.4926 });
  });

  it('stop the build on a slip, naming the field', async () => {
    // Without valid settings there is no site: the load throws with every problem.
    const failure = await load((docs) => {
      Object.assign(doc(docs, 'siteSettings'), {
        openingHours: [
          { _key: 'h1', days: ['Mon'], opens: '7.30', closes: '17:00' },
          { _key: 'h2', days: ['Saturday'], opens: '12:00', closes: '08:00' },
        ],
        geo: { lat: 151, lng: 0.49 },
      });
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ContentError);
    expect(named((failure as ContentError).problems)).toEqual(
      expect.arrayContaining([
        'siteSettings openingHours[0].days[0]: expected a day name, "Monday" to "Sunday", got "Mon"',
        'siteSettings openingHours[0].opens: expected a 24-hour time "HH:MM", got "7.30"',
        'siteSettings openingHours[1].closes: expected opens before closes',
        'siteSettings geo.lat: expected a latitude from -90 to 90',
      ]),
    );
  });
});
