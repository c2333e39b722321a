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
  it('names the boot script in a meta tag instead of loading it, drops its preloads, and splits at the markers', () => {
    expect(splitTemplate(template).parts).toEqual([
      '<head>',
      '<meta name="boot-module" content="/assets/js/index.abc.js"><link rel="stylesheet" crossorigin href="/assets/css/style.ghi.css"></head><body><div id="root">',
      '</div>',
      '</body>',
    ]);
  });

  it("leaves Vite's dev client in place and names the dev boot script", () => {
    const dev = template
      .replace('<!--app-head-->', '<!--app-head--><script type="module" src="/@vite/client"></script>')
      .replace('crossorigin src="/assets/js/index.abc.js"', 'src="/src/app/boot.ts"');
    const [, head2html] = splitTemplate(dev).parts;
    expect(head2html).toContain('<script type="module" src="/@vite/client"></script>');
    expect(head2html).toContain('<meta name="boot-module" content="/src/app/boot.ts">');
  });

  it('stops at a template without its boot script, or with two', () => {
    expect(() => splitTemplate(template.replace(/<script[\s\S]*?<\/script>/, ''))).toThrow(
      'index.html must have one module script (the boot), found 0.',
    );
    expect(() =>
      splitTemplate(
        template.replace('<!--app-head-->', '<!--app-head--><script type="module" src="/x.js"></script>'),
      ),
    ).toThrow('found 2');
  });
});
