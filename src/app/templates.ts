// Template chunks, loaded on demand (SPEC §2: one chunk per template). The module file names are
// the chunk names in `assets/js/<name>.<hash>.js`.
import type { ComponentType } from 'react';
import type { TemplateDataMap } from '../content/page-data.ts';
import type { TemplateName } from '../content/page-types.ts';

export type TemplateModule<K extends TemplateName> = {
  Template: ComponentType<{ data: TemplateDataMap[K] }>;
};

export const templateImporters: { [K in TemplateName]: () => Promise<TemplateModule<K>> } = {
  home: () => import('../templates/home.tsx'),
  page: () => import('../templates/page.tsx'),
  post: () => import('../templates/post.tsx'),
  category: () => import('../templates/category.tsx'),
  'latest-news': () => import('../templates/latest-news.tsx'),
  'product-category': () => import('../templates/product-category.tsx'),
  product: () => import('../templates/product.tsx'),
  brands: () => import('../templates/brands.tsx'),
  brand: () => import('../templates/brand.tsx'),
  'enquiry-basket': () => import('../templates/enquiry-basket.tsx'),
  'not-found': () => import('../templates/not-found.tsx'),
  offline: () => import('../templates/offline.tsx'),
};

const loaded = new Map<TemplateName, TemplateModule<TemplateName>>();

/** Loads a template chunk once; later renders read it synchronously with `loadedTemplate`. */
export async function loadTemplate<K extends TemplateName>(
  name: K,
  load: (name: K, importer: () => Promise<TemplateModule<K>>) => Promise<TemplateModule<K>> = (_, i) => i(),
): Promise<TemplateModule<K>> {
  const cached = loaded.get(name);
  if (cached) return cached as unknown as TemplateModule<K>;
  const module = await load(name, templateImporters[name] as () => Promise<TemplateModule<K>>);
  loaded.set(name, module as unknown as TemplateModule<TemplateName>);
  return module;
}

export function loadedTemplate<K extends TemplateName>(name: K): TemplateModule<K> {
  const module = loaded.get(name);
  if (!module) throw new Error(`Template ${name} was rendered before its chunk loaded.`);
  return module as unknown as TemplateModule<K>;
}

export function isTemplateName(value: unknown): value is TemplateName {
  return typeof value === 'string' && Object.hasOwn(templateImporters, value);
}
