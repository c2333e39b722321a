// The architecture's import rules, all in one place (DESIGN.md "Folders", docs/architecture.md
// "Layers"), checked by `npm run lint`. Each rule names the imports it forbids; `comment` is what a
// developer who breaks it reads. Tests (`*.test.ts(x)`) and their helpers (`*.test-helper.ts(x)`)
// may wire layers together, never break the outer rules. Type-only imports count for the layers
// (they tie the code together all the same) but not for the Node-only packages (they vanish from
// the bundle). swc parses the TypeScript: TypeScript 7 has no JS API for the checker to use.
const TESTS = '[.]test(-helper)?[.]tsx?$';
const NODE_ONLY = '^node_modules/(zod|groq-js|sharp|nodemailer|@sanity/client|@netlify/blobs)/';
const SRC_LAYERS = 'app|templates|blocks|chrome|features|components|content|lib|service-worker';

/** A layer of `src/` that may import only the folders of `src/` named in `allowed` (and itself). */
function layer(name, allowed, comment) {
  const others = SRC_LAYERS.split('|').filter((folder) => folder !== name && !allowed.includes(folder));
  return {
    name: `layer-${name}`,
    comment,
    severity: 'error',
    from: { path: `^src/${name}/`, pathNot: TESTS },
    to: { path: `^src/(${others.join('|')})/` },
  };
}

export default {
  forbidden: [
    {
      name: 'src-imports-only-src',
      comment: 'src/ runs in the browser: it may import only src/ (DESIGN.md, Folders).',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(prerender|scripts|functions)/' },
    },
    {
      name: 'src-no-node-only-packages',
      comment:
        'Node-only package or built-in in browser code (DESIGN.md decision 9); use `import type` for schema types. ' +
        'The zod schemas of src/content/schemas/ run in the build and the function only.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/content/schemas/' },
      to: {
        dependencyTypesNot: ['type-only'],
        path: NODE_ONLY,
      },
    },
    {
      name: 'src-no-node-builtins',
      comment: 'Browser code has no Node built-ins (DESIGN.md decision 9).',
      severity: 'error',
      from: { path: '^src/' },
      to: { dependencyTypes: ['core'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'build-not-on-the-dev-tools',
      comment:
        'The build (prerender/) runs on the host: it may import src/, never scripts/ (the local server, benches).',
      severity: 'error',
      from: { path: '^prerender/', pathNot: TESTS },
      to: { path: '^scripts/' },
    },
    {
      name: 'page-contract-stands-alone',
      comment:
        'src/lib/page-contract.ts is what the build, the tools and the browser all import: plain values, importing nothing (no zod, no React).',
      severity: 'error',
      from: { path: '^src/lib/page-contract[.]ts$' },
      to: {},
    },
    {
      name: 'render-path-runs-src-through-the-bundle',
      comment:
        "A render thread runs src/ through the SSR bundle (ServerEntry, src/app/entry-server.tsx): the page document imports of src/ only types and lib/'s plain modules (the page contract, escaping, the title).",
      severity: 'error',
      from: { path: '^prerender/(page-document|html)[.]ts$' },
      to: { path: '^src/(?!lib/)', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'functions-import-only-the-content-model',
      comment:
        'functions/ may import src/content/ (the enquiry schema and contract) only (DESIGN.md, Folders).',
      severity: 'error',
      from: { path: '^functions/', pathNot: TESTS },
      to: { path: '^(src/(?!content/)|prerender/|scripts/)' },
    },
    {
      name: 'only-tests-import-test',
      comment: 'test/ holds loopback servers, fixtures and specs: only tests and test helpers import it.',
      severity: 'error',
      from: { pathNot: `${TESTS}|^test/|^playwright[.]config[.]ts$|^vitest[.]config[.]ts$` },
      to: { path: '^test/' },
    },
    {
      name: 'no-import-cycles',
      comment: 'A cycle of imports makes load order matter; move the shared piece down.',
      severity: 'error',
      from: { pathNot: TESTS },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'nothing-imports-app',
      comment:
        'app/ is the top: the entries, the router, the page loader, the layout. Nothing imports it (tests aside).',
      severity: 'error',
      from: { path: '^src/(?!app/)', pathNot: TESTS },
      to: { path: '^src/app/' },
    },
    layer(
      'templates',
      ['blocks', 'chrome', 'features', 'components', 'content', 'lib'],
      'templates/ sit below app/: they may import blocks, chrome, features, components, content and lib (docs/architecture.md, Layers).',
    ),
    {
      name: 'template-models-are-content',
      comment:
        "A template's model (and the structured data it imports) is its content side: it may import content, lib and other models, never the UI, so the site model runs it in Node and the browser takes its hooks alone (docs/templates.md).",
      severity: 'error',
      from: {
        path: '^src/templates/([^/]+/(model|json-ld)|models|model-context|model-hooks|template-types)[.]ts$',
      },
      to: {
        path: '^src/(blocks|chrome|features|components|service-worker)/|[.]tsx$|/client-images[.]ts$|^src/templates/[^/]+/parts/',
      },
    },
    layer(
      'blocks',
      ['features', 'components', 'content', 'lib'],
      'blocks/ sit below templates/ and the chrome: they may import features, components, content and lib (docs/architecture.md, Layers).',
    ),
    layer(
      'chrome',
      ['features', 'components', 'content', 'lib'],
      'chrome/ (header, footer) is composed by app/ only: it may import features, components, content and lib (docs/architecture.md, Layers).',
    ),
    layer(
      'features',
      ['components', 'content', 'lib'],
      'features/ may import components, content and lib only (docs/architecture.md, Layers).',
    ),
    {
      name: 'features-are-apart',
      comment:
        'A feature imports no other feature: move the shared piece down to components/, content/ or lib/.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/', pathNot: TESTS },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    layer(
      'components',
      ['content', 'lib'],
      'components/ are small UI parts: they may import content and lib only, no feature (docs/architecture.md, Layers).',
    ),
    {
      ...layer(
        'content',
        ['lib'],
        'The content model imports nothing of the UI: only content/ and lib/ (docs/architecture.md, Layers).',
      ),
      name: 'layer-content-schemas',
      // Tests included: the schemas and their tests run in Node beside the build.
      from: { path: '^src/content/schemas/' },
    },
    layer(
      'content',
      ['lib'],
      'The content model imports nothing of the UI: only content/ and lib/ (docs/architecture.md, Layers).',
    ),
    layer('lib', [], 'lib/ is the bottom: it imports nothing else of src/ (docs/architecture.md, Layers).'),
    layer(
      'service-worker',
      ['features', 'content', 'lib'],
      "The service worker has no UI: it may import features' plain modules, content and lib (docs/architecture.md, Layers).",
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|[.]build|[.]e2e|[.]cache|[.]work-|reports|outbox|content)/' },
    parser: 'swc',
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
