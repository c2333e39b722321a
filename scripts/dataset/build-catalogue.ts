// Turns the catalogue copy (categories, brands, products) into stored documents.
import { BRANDS, brandId } from './brands.ts';
import type { BuildContext } from './build-context.ts';
import { CATEGORIES, categoryId, parentKey } from './catalogue.ts';
import {
  between,
  editedBetween,
  keyMaker,
  optional,
  reference,
  type SanityDocument,
  SITE_LAUNCH,
  slug,
} from './documents.ts';
import { viewWords } from './image-used-views.ts';
import { type ProductData, priceValueOf } from './product-data.ts';
import { CROP_CARE } from './products-crop-care.ts';
import { HARVEST } from './products-harvest.ts';
import { LOADERS } from './products-loaders.ts';
import { SPRAYERS_AND_SPREADERS } from './products-sprayers.ts';
import { STOCK_ITEMS } from './products-stock.ts';
import { TRACTORS } from './products-tractors.ts';
import { USED_TRACTORS } from './products-used-tractors.ts';
import { VINEYARD_AND_TRANSPORT } from './products-vineyard.ts';

// The order is the product numbering (product-<n>): keep it stable, append new ranges at the end.
export const PRODUCTS: readonly ProductData[] = [
  ...TRACTORS,
  ...USED_TRACTORS,
  ...SPRAYERS_AND_SPREADERS,
  ...CROP_CARE,
  ...HARVEST,
  ...VINEYARD_AND_TRANSPORT,
  ...LOADERS,
  ...STOCK_ITEMS,
];

export const productId = (index: number) => `product-${index + 1}`;

export function buildCategories(ctx: BuildContext): SanityDocument[] {
  const byKey = new Map(CATEGORIES.map((c) => [c.key, c]));
  return CATEGORIES.map((c) => {
    const id = categoryId(c);
    const key = keyMaker(id);
    const up = parentKey(c.key);
    const parent = up === undefined ? undefined : byKey.get(up);
    if (up !== undefined && !parent) throw new Error(`category ${c.key}: no parent ${up}`);
    if (parent && parent.type !== 'parent')
      throw new Error(`category ${c.key}: parent ${up} is not of type parent`);
    const created = between(`${id}-created`, SITE_LAUNCH, '2016-03-31T17:00:00Z');
    return {
      _id: id,
      _type: 'productCategory',
      ...editedBetween(id, created, '2022-01-10T09:00:00Z'),
      title: c.title,
      slug: slug(c.key.slice(c.key.lastIndexOf('/') + 1)),
      ...(parent ? { parent: reference(categoryId(parent)) } : {}),
      type: c.type,
      ...(c.description ? { description: ctx.pt(c.description, key) } : {}),
      ...(c.image ? { image: ctx.assets.image(c.image, c.title ?? 'Product category') } : {}),
      ...(c.order === undefined ? {} : { order: c.order }),
    };
  });
}

export function buildBrands(ctx: BuildContext): SanityDocument[] {
  return BRANDS.map((b) => {
    const id = brandId(b.slug);
    const key = keyMaker(id);
    return {
      _id: id,
      _type: 'brand',
      ...editedBetween(
        id,
        between(`${id}-created`, SITE_LAUNCH, '2020-12-31T17:00:00Z'),
        '2023-01-09T09:00:00Z',
      ),
      title: b.title,
      slug: slug(b.slug),
      order: b.order,
      description: ctx.pt(b.description, key),
      logo: ctx.assets.image(b.logo, `${b.title} logo`),
      image: ctx.assets.image(b.image, `${b.title} range at work`, { hotspot: { x: 0.5, y: 0.6 } }),
    };
  });
}

export function buildProducts(ctx: BuildContext): SanityDocument[] {
  const categoryTypes = new Map(CATEGORIES.map((c) => [c.key, c]));
  return PRODUCTS.map((p, index) => {
    const id = productId(index);
    const key = keyMaker(id);
    const created = `${p.listed}T10:00:00Z`;
    for (const c of p.categories) {
      const category = categoryTypes.get(c);
      if (!category) throw new Error(`product ${p.slug}: no category ${c}`);
      if (category.type !== 'products')
        throw new Error(`product ${p.slug}: category ${c} lists child categories, not products`);
    }
    return {
      _id: id,
      _type: 'product',
      ...editedBetween(id, created, created),
      title: p.title,
      slug: slug(p.slug),
      categories: p.categories.map((c) => reference(ctx.resolve('productCategory', c), key())),
      ...(p.brand ? { brand: reference(brandId(p.brand)) } : {}),
      images: p.images.map((name, i) =>
        ctx.assets.image(name, i === 0 ? p.title : `${p.title}, ${viewWords(name) ?? 'at work'}`, {
          key: key(),
        }),
      ),
      excerpt: p.excerpt,
      description: ctx.pt(p.description, key),
      specification: p.spec.map(([label, value]) => ({ _key: key(), label, value })),
      condition: p.condition,
      ...(p.price ? { price: p.price } : {}),
      ...optional('priceValue', priceValueOf(p.price)),
      ...optional('year', p.year),
      ...optional('hours', p.hours),
      ...optional('stockNumber', p.stockNumber),
      ...optional('status', p.status),
      ...(p.video ? { video: p.video } : {}),
      ...(p.brochure ? { brochure: ctx.assets.file(p.brochure.name, p.brochure.title) } : {}),
      ...(p.order === undefined ? {} : { order: p.order }),
    };
  });
}
