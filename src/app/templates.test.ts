import { describe, expect, it } from 'vitest';
import * as models from '../templates/models.ts';
import { isTemplateName, loadTemplate, templateFiles, templateNames } from './templates.ts';

/** `./<name>/<name>.tsx`: the component of template `<name>`. */
const TEMPLATE_FILE = /^\.\/([^/]+)\/\1\.tsx$/;

describe('templates', () => {
  it('has one component file per model, named after its folder, and no other', () => {
    const files = Object.keys(templateFiles).sort();
    expect(files.filter((path) => !TEMPLATE_FILE.test(path))).toEqual([]);
    expect(templateNames().sort()).toEqual(Object.keys(models).sort());
  });

  it('has every model say its head hooks, which the shared code imports by name', () => {
    for (const [name, model] of Object.entries(models)) expect(typeof model.head, name).toBe('object');
  });

  it('finds the view hooks (view.ts) in template folders alone', () => {
    const folders = Object.keys(import.meta.glob('../templates/*/view.ts')).map(
      (path) => path.split('/').at(-2) ?? '',
    );
    expect(folders.sort()).toEqual(['home', 'page', 'search']);
  });

  it('finds the pictures only the browser shows in template folders alone', () => {
    // The pattern of client-images.ts: a module in any other folder would never be asked.
    const folders = Object.keys(import.meta.glob('../templates/*/client-images.ts')).map(
      (path) => path.split('/').at(-2) ?? '',
    );
    expect(folders.length).toBeGreaterThan(0);
    expect(folders.filter((name) => !isTemplateName(name))).toEqual([]);
  });

  it('loads each component, which exports the Template', async () => {
    for (const name of templateNames()) {
      expect(typeof (await loadTemplate(name)).Template, name).toBe('function');
    }
  });

  it('knows a template by its name only', () => {
    expect(isTemplateName('product-category')).toBe(true);
    expect(isTemplateName('product-category/product-category')).toBe(false);
    expect(isTemplateName('toString')).toBe(false);
    expect(isTemplateName(undefined)).toBe(false);
  });
});
