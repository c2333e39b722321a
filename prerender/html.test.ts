import { describe, expect, it } from 'vitest';
import { splitTemplate } from './html.ts';

const template = [
  '<head><!--app-head-->',
  '<script type="module" crossorigin src="/assets/js/index.abc.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/js/preload-helper.def.js">',
  '<link rel="stylesheet" crossorigin href="/assets/css/style.ghi.css"></head>',
  '<body><div id="root"><!--app-html--></div><!--app-data--></body>',
].join('');

describe('splitTemplate', () => {
  it('gives the boot script and its modulepreload a low fetch priority, and leaves the rest alone', () => {
    const [, head2html] = splitTemplate(template).parts;
    expect(head2html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/js/index.abc.js"></script>',
    );
    expect(head2html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/js/preload-helper.def.js">',
    );
    expect(head2html).toContain('<link rel="stylesheet" crossorigin href="/assets/css/style.ghi.css">');
  });

  it('keeps a priority the template already sets', () => {
    const [, head2html] = splitTemplate(
      template.replace('<script type="module"', '<script type="module" fetchpriority="high"'),
    ).parts;
    expect(head2html).toContain('<script type="module" fetchpriority="high" crossorigin');
    expect(head2html.match(/fetchpriority/g)).toHaveLength(2);
  });
});
