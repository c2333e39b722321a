// The catalogue (SPEC §2): each product category with its children or machines, each machine with
// its breadcrumb and related machines.

import type { CategoryCard } from '../../src/content/page-data.ts';
import type { ModelPage } from '../../src/content/page-types.ts';
import { describePortableText } from '../describe.ts';
import { byOrder, type ModelContext } from './context.ts';

const RELATED_PRODUCTS = 4;

export function cataloguePages(ctx: ModelContext): ModelPage[] {
  const { snapshot, categoriesById, categoryTitle, productCard, productsIn } = ctx;
  const pages: ModelPage[] = [];

  for (const category of snapshot.productCategories) {
    const title = categoryTitle(category);
    const children = snapshot.productCategories
      .filter((c) => c.parentId === category.id)
      .sort(byOrder)
      .map((c): CategoryCard => ({ id: c.id, title: categoryTitle(c), path: c.path, image: c.image }));
    const products = category.type === 'products' ? productsIn(category.id).map(productCard) : [];
    pages.push(
      ctx.page(
        'product-category',
        {
          title,
          path: category.path,
          description: ctx.described(
            describePortableText(category.description),
            `${title}: machinery from ${ctx.siteName}.`,
          ),
        },
        {
          category: {
            id: category.id,
            title,
            path: category.path,
            type: category.type,
            description: category.description,
            image: category.image,
          },
          breadcrumb: [ctx.home, ...ctx.categoryCrumbs(category)],
          children,
          products,
        },
        {
          image:
            category.image ??
            products.find((p) => p.image)?.image ??
            children.find((c) => c.image)?.image ??
            null,
          documents: [category.id, ...children.map((c) => c.id), ...products.map((p) => p.id)],
        },
      ),
    );
  }

  for (const product of ctx.productsInOrder) {
    const primary = product.categories[0] ? categoriesById.get(product.categories[0].id) : undefined;
    const related = primary
      ? productsIn(primary.id)
          .filter((p) => p.id !== product.id)
          .slice(0, RELATED_PRODUCTS)
          .map(productCard)
      : [];
    pages.push(
      ctx.page(
        'product',
        {
          title: product.title,
          path: product.path,
          description: ctx.described(product.excerpt, describePortableText(product.description)),
        },
        {
          product: {
            ...product,
            // Validation guarantees every reference resolves; the lookup gives the display title.
            categories: product.categories.flatMap((c) => {
              const full = categoriesById.get(c.id);
              return full ? [ctx.categoryRef(full)] : [];
            }),
          },
          breadcrumb: [
            ctx.home,
            ...(primary ? ctx.categoryCrumbs(primary) : []),
            { title: product.title, path: product.path },
          ],
          related,
        },
        { image: product.images[0] ?? null, documents: [product.id] },
      ),
    );
  }
  return pages;
}
