// Each product category (SPEC §2): its child categories, or its machines in the editors' order.
import { describePortableText } from '../../content/describe.ts';
import type { CategoryCard, Crumb, ProductCard } from '../../content/page-data.ts';
import type { Image, PortableText } from '../../content/schemas/index.ts';
import { byOrder } from '../../content/site-order.ts';
import type { ModelContext, PageDraft } from '../model-context.ts';

export interface ProductCategoryPage {
  id: string;
  title: string;
  path: string;
  type: 'products' | 'parent';
  description: PortableText | null;
  image: Image | null;
}

export interface Data {
  category: ProductCategoryPage;
  breadcrumb: Crumb[];
  children: CategoryCard[];
  products: ProductCard[];
}

export function pages(ctx: ModelContext): PageDraft<Data>[] {
  const { snapshot, categoryTitle, productCard, productsIn } = ctx;
  return snapshot.productCategories.map((category) => {
    const title = categoryTitle(category);
    const children = snapshot.productCategories
      .filter((c) => c.parentId === category.id)
      .sort(byOrder)
      .map((c): CategoryCard => ({ id: c.id, title: categoryTitle(c), path: c.path, image: c.image }));
    const products = category.type === 'products' ? productsIn(category.id).map(productCard) : [];
    return {
      meta: {
        title,
        path: category.path,
        description: ctx.described(
          describePortableText(category.description),
          `${title}: machinery from ${ctx.siteName}.`,
        ),
      },
      data: {
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
      shows: {
        image:
          category.image ??
          products.find((p) => p.image)?.image ??
          children.find((c) => c.image)?.image ??
          null,
        documents: [category.id, ...children.map((c) => c.id), ...products.map((p) => p.id)],
      },
    };
  });
}
