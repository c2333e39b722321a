// Template chunks, loaded on demand (SPEC §2: one chunk per template). Each template's component
// is `templates/<name>/<name>.tsx`, found by that name, so a new template registers only its model
// (templates/models.ts). The module file names are the chunk names in `assets/js/<name>.<hash>.js`.
import type { ComponentType } from 'react';
import { memo } from '../lib/memo.ts';
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

const modules = memo((name: TemplateName) =>
  (templateFiles[fileOf(name)] as () => Promise<TemplateModule<TemplateName>>)(),
);

/** Loads a template chunk once; later renders read it synchronously with `loadedTemplate`. */
export function loadTemplate<K extends TemplateName>(name: K): Promise<TemplateModule<K>> {
  return modules.load(name) as Promise<unknown> as Promise<TemplateModule<K>>;
}

export function loadedTemplate<K extends TemplateName>(name: K): TemplateModule<K> {
  const module = modules.peek(name);
  if (!module) throw new Error(`Template ${name} was rendered before its chunk loaded.`);
  return module as unknown as TemplateModule<K>;
}

export function isTemplateName(value: unknown): value is TemplateName {
  return typeof value === 'string' && Object.hasOwn(templateFiles, fileOf(value));
}
