import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFunctions } from './load-functions.ts';
import { makeTempTree } from './requests.test-helper.ts';

let tree: Awaited<ReturnType<typeof makeTempTree>>;

beforeAll(async () => {
  tree = await makeTempTree({
    'hello.mjs':
      "export default async (req) => new Response('hello ' + new URL(req.url).searchParams.get('name'));",
    'no-default.mjs': 'export const helper = () => 1;',
    'scheduled.mjs':
      "export default async () => new Response('pass'); export const config = { schedule: '*/5 * * * *' };",
    'wrong-return.mjs': 'export default async () => "not a response";',
    'broken.mjs': 'export default syntax error here',
    'hello.test.mjs': 'export default async () => new Response("a test file");',
    'README.md': '# functions',
    'nested/index.mjs': 'export default async () => new Response("nested");',
    'helpers/format.mjs': 'export default async () => new Response("not the main file of helpers/");',
  });
});

afterAll(async () => {
  await tree?.remove();
});

describe('loadFunctions', () => {
  it('mounts each module with a default-exported function under its file or folder name', async () => {
    const warnings: string[] = [];
    const functions = await loadFunctions(tree.folder, (message) => warnings.push(message));
    expect(Object.keys(functions).sort()).toEqual(['broken', 'hello', 'nested', 'wrong-return']);
    const hello = await functions.hello?.(new Request('http://localhost/.netlify/functions/hello?name=Ann'));
    expect(await hello?.text()).toBe('hello Ann');
    expect(await (await functions.nested?.(new Request('http://localhost/')))?.text()).toBe('nested');
    expect(warnings).toEqual([expect.stringMatching(/^Function broken could not be loaded/)]);
  });

  it('turns a module that fails to load into a 500 that says why', async () => {
    const functions = await loadFunctions(tree.folder, () => {});
    const res = await functions.broken?.(new Request('http://localhost/'));
    expect(res?.status).toBe(500);
    expect(await res?.text()).toMatch(/could not be loaded/);
  });

  it('rejects a handler result that is not a Response', async () => {
    const functions = await loadFunctions(tree.folder, () => {});
    await expect(functions['wrong-return']?.(new Request('http://localhost/'))).rejects.toThrow(
      /not a Response/,
    );
  });

  it('finds nothing in a folder that does not exist', async () => {
    expect(await loadFunctions(`${tree.folder}/missing`)).toEqual({});
  });
});
