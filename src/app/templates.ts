// Template chunks, loaded on demand (SPEC §2: one chunk per template). Each template's component
// is `templates/<name>/<name>.tsx`, found by that name, so a new template registers only its model
// (templates/models.ts). The module file names are the chunk names in `assets/js/<name>.<hash>.js`.
import type { ComponentType } from 'react';
import type { TemplateDataMap, TemplateName } from '../templates/template-types.ts';

export type TemplateModule<K extends TemplateName> = {
  Template: ComponentType<{ data: TemplateDataMap[K] }>;
};

/**
 * Every template's component, keyed `./<name>/<name>.tsx` (`fileOf`); a test holds the files to
 * that form and to the models' names, one to one.
 */
export const templateFiles = import.meta.glob<TemplateModule<TemplateName>>(
  ['./*/*.tsx', '!./parts/**', '!**/*.test.tsx', '!**/*.test-helper.tsx'],
  { base: '../templates' },
);

const fileOf = (name: string) => `./${name}/${name}.tsx`;

/** Every template's name: its component's folder. */
export function templateNames(): TemplateName[] {
  return Object.keys(templateFiles).map((path) => path.split('/')[1] as TemplateName);
}

const loaded = new Map<TemplateName, TemplateModule<TemplateName>>();

/** Loads a template chunk once; later renders read it synchronously with `loadedTemplate`. */
export async function loadTemplate<K extends TemplateName>(
  name: K,
  load: (name: K, importer: () => Promise<TemplateModule<K>>) => Promise<TemplateModule<K>> = (_, i) => i(),
): Promise<TemplateModule<K>> {
  const cached = loaded.get(name);
  if (cached) return cached as unknown as TemplateModule<K>;
  const module = await load(name, templateFiles[fileOf(name)] as () => Promise<TemplateModule<K>>);
  loaded.set(name, module as unknown as TemplateModule<TemplateName>);
  return module;
}

export function loadedTemplate<K extends TemplateName>(name: K): TemplateModule<K> {
  const module = loaded.get(name);
  if (!module) throw new Error(`Template ${name} was rendered before its chunk loaded.`);
  return module as unknown as TemplateModule<K>;
}

export function isTemplateName(value: unknown): value is TemplateName {
  return typeof value === 'string' && Object.hasOwn(templateFiles, fileOf(value));
}
