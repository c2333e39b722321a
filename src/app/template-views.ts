// Each template's view hooks (`view` in templates/<name>/view.ts, templates/model-hooks.ts), found
// by file name as the components are (templates.ts): only the templates that have any have one.
import type { TemplateView } from '../templates/model-hooks.ts';
import type { PageData, TemplateName } from '../templates/template-types.ts';

const views = import.meta.glob<TemplateView<PageData['data']>>('./*/view.ts', {
  base: '../templates',
  eager: true,
  import: 'view',
});

export function templateView(name: TemplateName): TemplateView<PageData['data']> {
  return views[`./${name}/view.ts`] ?? {};
}
