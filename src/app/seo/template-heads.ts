// Each template's head hooks (`head` in templates/<name>/model.ts, templates/model-hooks.ts), found
// by file name as the components are (app/templates.ts) and imported by that name alone: the
// bundle takes the hooks and what they use, never a model's pages.
import type { TemplateHead } from '../../templates/model-hooks.ts';
import type { ModelPage, TemplateName } from '../../templates/template-types.ts';

const heads = import.meta.glob<TemplateHead<ModelPage['data']>>('./*/model.ts', {
  base: '../../templates',
  eager: true,
  import: 'head',
});

export function templateHead(name: TemplateName): TemplateHead<ModelPage['data']> {
  const head = heads[`./${name}/model.ts`];
  if (!head) throw new Error(`Template ${name} has no model.`);
  return head;
}
