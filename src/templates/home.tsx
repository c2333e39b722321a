import type { TemplateDataMap } from '../content/page-data.ts';

export function Template({ data }: { data: TemplateDataMap['home'] }) {
  return (
    <div className="container">
      <h1>{data.page.hero?.title ?? data.page.title}</h1>
      {data.page.hero?.subtitle ? <p>{data.page.hero.subtitle}</p> : null}
    </div>
  );
}
