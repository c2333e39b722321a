// Every query against the fixture dataset: shapes (each result parses with its schema), resolved
// references and paths.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  type Block,
  type BlockOf,
  brandSchema,
  categorySchema,
  footerSchema,
  mediaItemSchema,
  navigationSchema,
  type Page,
  pageSchema,
  postSchema,
  productCategorySchema,
  productSchema,
  siteSettingsSchema,
} from '../../src/content/schemas/index.ts';
import { createDatasetSource } from './dataset-source.ts';
import * as queries from './queries.ts';

const source = createDatasetSource('test/fixtures/dataset.ndjson');
const fetchAll = async <T extends z.ZodType>(query: string, schema: T, params?: Record<string, unknown>) =>
  z.array(schema).parse(await source.fetch(query, params));

function block<T extends Block['_type']>(blocks: Block[], type: T): BlockOf<T> {
  const found = blocks.find((candidate): candidate is BlockOf<T> => candidate._type === type);
  if (!found) throw new Error(`no ${type} block`);
  return found;
}

describe('queries on the fixture dataset', () => {
  it('DOCUMENT_IDS_QUERY lists every published document', async () => {
    const index = z
      .array(z.object({ _id: z.string(), _type: z.string() }))
      .parse(await source.fetch(queries.DOCUMENT_IDS_QUERY));
    expect(index).toHaveLength(30);
    expect(index.some((document) => document._id.startsWith('drafts.'))).toBe(false);
  });

  it('STORED_DOCUMENTS_QUERY returns the stored documents of the given types', async () => {
    const stored = z
      .array(z.looseObject({ _type: z.string() }))
      .parse(await source.fetch(queries.STORED_DOCUMENTS_QUERY, { types: ['brand', 'category'] }));
    expect(stored.map((document) => document._type).sort()).toEqual([
      'brand',
      'brand',
      'category',
      'category',
    ]);
  });

  it('SITE_SETTINGS_QUERY resolves the logo asset and keeps links in the details', async () => {
    const settings = siteSettingsSchema.parse(await source.fetch(queries.SITE_SETTINGS_QUERY));
    expect(settings.siteName).toBe('Fixture Machinery');
    expect(settings.logo.asset).toMatchObject({ width: 400, height: 120, extension: 'png' });
    expect(settings.details[1]).toMatchObject({ markDefs: [{ _type: 'link', href: 'tel:+441622000000' }] });
  });

  it('NAVIGATION_QUERY resolves internal links to site paths, children one level down', async () => {
    const navigation = navigationSchema.parse(await source.fetch(queries.NAVIGATION_QUERY));
    const fruit = navigation.main[1];
    expect(fruit?.link).toEqual({
      type: 'internal',
      href: '/product-category/fruit-and-vineyard-equipment/',
    });
    expect(fruit?.links.map((child) => child.link.href)).toEqual([
      '/product-category/fruit-and-vineyard-equipment/sprayers-spreaders/',
      '/product-category/transport-equipment/soft-fruit-trailers/',
    ]);
    expect(navigation.main[0]?.links).toEqual([]);
    expect(navigation.secondary.map((item) => item.link)).toEqual([
      { type: 'internal', href: '/about-us/' },
      { type: 'external', href: 'https://www.youtube.com/@dealer' },
    ]);
  });

  it('FOOTER_QUERY reads links, legal links and social icons', async () => {
    const footer = footerSchema.parse(await source.fetch(queries.FOOTER_QUERY));
    expect(footer.infoLinks.map((item) => item.text)).toEqual(['Privacy Policy', 'Terms & Conditions']);
    expect(footer.socialIcons.map((icon) => icon.alt)).toEqual(['YouTube', 'LinkedIn']);
    expect(footer.links[0]?.link.href).toBe(
      '/product-category/fruit-and-vineyard-equipment/sprayers-spreaders/',
    );
  });

  it('POSTS_QUERY gives newest first, categories resolved, internal links in the body as paths', async () => {
    const posts = await fetchAll(queries.POSTS_QUERY, postSchema);
    expect(posts.map((post) => post.path)).toEqual(['/case-study-cherries/', '/open-day-2016/']);
    const [cherries, openDay] = posts;
    expect(cherries?.categories).toEqual([
      { id: 'category-1', title: 'General', path: '/category/general/' },
      { id: 'category-2', title: 'Fruit Grower Case Studies', path: '/category/fruit-grower-case-studies/' },
    ]);
    expect(cherries?.image).toBeNull();
    expect(cherries?.seo.description).toBe('How a Kent grower uses our platform.');
    expect(openDay?.seo.description).toBeNull();
    expect(openDay?.body[0]).toMatchObject({
      markDefs: [
        {
          _type: 'link',
          _key: 'il1',
          href: '/product-category/fruit-and-vineyard-equipment/sprayers-spreaders/',
        },
      ],
    });
    expect(openDay?.body[2]).toMatchObject({
      _type: 'image',
      _key: 'pbi',
      alt: 'Open day tent',
      asset: { width: 800 },
    });
  });

  it('CATEGORIES_QUERY gives news categories their /category/ paths', async () => {
    const categories = await fetchAll(queries.CATEGORIES_QUERY, categorySchema);
    expect(categories.map((category) => category.path)).toEqual([
      '/category/fruit-grower-case-studies/',
      '/category/general/',
    ]);
  });

  it('PRODUCT_CATEGORIES_QUERY nests paths through every ancestor', async () => {
    const categories = await fetchAll(queries.PRODUCT_CATEGORIES_QUERY, productCategorySchema);
    const byId = new Map(categories.map((category) => [category.id, category]));
    expect(byId.get('product-category-2')).toMatchObject({
      path: '/product-category/fruit-and-vineyard-equipment/sprayers-spreaders/',
      parentId: 'product-category-1',
      type: 'products',
      description: [],
      image: null,
    });
    expect(byId.get('product-category-3')).toMatchObject({
      title: null,
      path: '/product-category/stock-machinery/',
    });
    expect(byId.get('9a4b1c2d-0000-4000-8000-000000000007')?.path).toBe(
      '/product-category/transport-equipment/soft-fruit-trailers/compact/',
    );
  });

  it('PRODUCTS_QUERY resolves categories, brand, images and the brochure file', async () => {
    const products = await fetchAll(queries.PRODUCTS_QUERY, productSchema, { after: '' });
    const [sprayer, tractor] = products;
    expect(sprayer).toMatchObject({
      path: '/product/srx-5800/',
      brand: { id: 'brand-1', title: 'Antonio Carraro', path: '/our-brands/antonio-carraro/' },
      categories: [
        {
          id: 'product-category-2',
          path: '/product-category/fruit-and-vineyard-equipment/sprayers-spreaders/',
        },
      ],
      images: [{ hotspot: { x: 0.5 }, crop: { bottom: 0.1 } }],
      brochure: {
        title: 'SRX brochure',
        file: { extension: 'pdf', size: 204800, originalFilename: 'srx-5800.pdf' },
      },
    });
    expect(tractor).toMatchObject({
      brand: null,
      brochure: null,
      price: null,
      order: null,
      specification: [],
    });
  });

  it('BRANDS_QUERY orders by `order`, those without one last', async () => {
    const brands = await fetchAll(queries.BRANDS_QUERY, brandSchema);
    expect(brands.map((brand) => [brand.path, brand.order])).toEqual([
      ['/our-brands/antonio-carraro/', 1],
      ['/our-brands/orvin/', null],
    ]);
    expect(brands[1]?.image).toBeNull();
  });

  it('MEDIA_ITEMS_QUERY resolves the brand and keeps galleries', async () => {
    const media = await fetchAll(queries.MEDIA_ITEMS_QUERY, mediaItemSchema);
    expect(media[0]).toMatchObject({
      brand: { title: 'Antonio Carraro' },
      gallery: [{ value: 'shows-and-events', label: 'Shows & Events' }],
    });
    expect(media[1]).toMatchObject({
      mediaType: 'video',
      video: 'https://www.youtube.com/watch?v=xyz789Demo1',
      image: null,
    });
  });

  describe('PAGES_QUERY', () => {
    let fetched: Promise<Page[]> | undefined;
    const pages = () => {
      fetched ??= fetchAll(queries.PAGES_QUERY, pageSchema);
      return fetched;
    };
    const page = async (path: string) => {
      const found = (await pages()).find((candidate) => candidate.path === path);
      if (!found) throw new Error(`no page at ${path}`);
      return found;
    };

    it('puts the home page at / and others at /<slug>/', async () => {
      expect((await pages()).map((candidate) => candidate.path).sort()).toEqual(['/', '/about-us/']);
    });

    it('dereferences carousel slides, image or video', async () => {
      const carousel = block((await page('/')).content, 'heroCarousel');
      expect(carousel.slides).toMatchObject([
        {
          id: 'slide-1',
          color: { value: '#e30513' },
          link: {
            type: 'internal',
            href: '/product-category/fruit-and-vineyard-equipment/sprayers-spreaders/',
          },
          content: { _type: 'carouselImage', image: { alt: 'Orchard', asset: { width: 1400, height: 800 } } },
        },
        {
          id: 'slide-2',
          link: null,
          externalLink: 'https://www.youtube.com/@dealer',
          content: { _type: 'carouselVideo', url: 'https://www.youtube.com/watch?v=xyz789' },
        },
      ]);
    });

    it('gives latestNews its chosen posts as cards, or none', async () => {
      expect(block((await page('/')).content, 'latestNews').posts).toEqual([]);
      const chosen = block((await page('/about-us/')).content, 'latestNews').posts;
      expect(chosen).toEqual([
        expect.objectContaining({
          id: 'post-1',
          path: '/open-day-2016/',
          published: '2016-05-03T10:00:00Z',
          categories: [{ id: 'category-1', title: 'General', path: '/category/general/' }],
        }),
      ]);
    });

    it('resolves the posts block category, the file and the links of columns and cta', async () => {
      const about = (await page('/about-us/')).content;
      expect(block(about, 'posts').category).toEqual({
        id: 'category-2',
        title: 'Fruit Grower Case Studies',
        path: '/category/fruit-grower-case-studies/',
      });
      expect(block(about, 'fileWithTitle')).toMatchObject({ title: null, file: { extension: 'pdf' } });
      const home = (await page('/')).content;
      expect(block(home, 'columns').columns.map((column) => column.link)).toEqual([
        { type: 'internal', href: '/product-category/fruit-and-vineyard-equipment/' },
        null,
      ]);
      expect(block(home, 'cta').ctaLink).toEqual({
        text: 'Contact us',
        link: { type: 'path', href: '/contact-us/' },
      });
    });

    it('applies the documented defaults', async () => {
      const about = await page('/about-us/');
      expect(about.hero).toMatchObject({
        title: 'About Us',
        showStripe: true,
        image: { hotspot: { x: 0.5 } },
      });
      const sections = about.content.filter((candidate) => candidate._type === 'section');
      expect(sections.map((section) => [section.position, section.size])).toEqual([
        ['left', 'original'],
        ['right', 'small'],
      ]);
      expect(block(about.content, 'hero').showStripe).toBe(false);
    });

    it('keeps the own fields of blocks whose collections the site model fills in', async () => {
      const home = (await page('/')).content;
      expect(block(home, 'brands')).toEqual({ _type: 'brands', _key: 'br', title: 'Our brands', text: null });
      expect(block((await page('/about-us/')).content, 'mediaLibrary')).toEqual({
        _type: 'mediaLibrary',
        _key: 'ml',
        title: 'Media',
      });
    });
  });
});
