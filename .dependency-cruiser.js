// The layer rules of docs/architecture.md ("Folders and layers"), checked by `npm run lint:deps`
// (part of `npm run lint`, so of `npm test`). Paths are relative to the repository root.

/** Everything of ours: a rule on `to` with this path ignores npm packages and node built-ins. */
const ours = '^(app|cms|contract|server|specifications|scripts|tests)/'

/** `app/<folder>/` for each folder named. */
const under = (...folders) => `^app/(${folders.join('|')})/`

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'server-is-the-top',
      severity: 'error',
      comment:
        'The production server (server/) runs the built site and owns the HTTP modules only it ' +
        'uses (ADR 046): the site, the service and the contract never import it.',
      from: { path: '^(app|cms|contract)/' },
      to: { path: '^server/' },
    },
    {
      name: 'routes-are-the-top',
      severity: 'error',
      comment:
        'Nothing imports app/routes: routes are the top of the graph. (The generated route tree ' +
        'lists them for the router.)',
      from: { pathNot: '^app/routeTree[.]gen[.]ts$' },
      to: { path: under('routes') },
    },
    {
      name: 'domains-layer',
      severity: 'error',
      comment:
        'A domain (app/domains/<domain>) imports app/site, the forms, blocks, UI primitives, the ' +
        'content client, lib, i18n, paraglide and the contract; never the page assembly above it ' +
        '(app/pages), SEO, share images, request middleware, routes, the layout or the service.',
      from: { path: '^app/domains/' },
      to: {
        // cms/ is app-not-to-cms's, which lets tests start the service.
        path: '^(app|contract)/',
        pathNot: [
          under(
            'domains',
            'site',
            'forms',
            'blocks',
            'components/ui',
            'content',
            'lib',
            'i18n',
            'paraglide',
          ),
          '^contract/',
        ],
      },
    },
    {
      name: 'domains-apart',
      severity: 'error',
      comment:
        "A domain does not import another domain's modules: what several domains share belongs " +
        "in app/site. Exceptions, each a module made to be shared: the about section's sub-navigation " +
        'and links (also on the investor, news, download and video pages, which are in the about ' +
        'menu) and the specification value formatters (figures of the solution, about and investor ' +
        'pages).',
      from: { path: '^app/domains/([^/]+)/' },
      to: {
        path: '^app/domains/',
        pathNot: [
          // Its own folder ($1: the domain of the importing module).
          '^app/domains/$1/',
          // Exceptions, each a module made to be shared:
          // the about menus' sub-navigation and links (investor, news, downloads, videos);
          '^app/domains/about/(about-subnav|links)[.]tsx$',
          // the specification value formatters (solutions, about, investor).
          '^app/domains/products/spec-values[.]server[.]ts$',
        ],
      },
    },
    {
      name: 'only-assembly-to-domains',
      severity: 'error',
      comment:
        'The domains are imported by the page assembly layer (app/pages: page copy, loaders, ' +
        'menus, page posts, share-image stories), the routes and the server entry only. Below the ' +
        'domains (app/site, forms, middleware, SEO, share images, layout, blocks, content, lib, ' +
        'i18n) nothing imports one: a fact a page needs from a domain comes through app/pages.',
      from: {
        path: '^app/',
        pathNot: ['^app/(routes|pages|domains)/', '^app/(server|start|router)[.]tsx?$'],
      },
      to: { path: under('domains') },
    },
    {
      name: 'only-top-to-assembly',
      severity: 'error',
      comment:
        'The page assembly layer (app/pages) is imported by the routes and the server entry only: ' +
        'the domains and everything below them never reach up to it.',
      from: {
        path: '^app/',
        pathNot: ['^app/(routes|pages)/', '^app/(server|start|router)[.]tsx?$'],
      },
      to: { path: under('pages') },
    },
    {
      name: 'site-not-to-layout',
      severity: 'error',
      comment:
        'app/site is what the domains build on (registry, URL rules, menus, page parts): it never ' +
        'imports the layout, the forms, SEO, share images or the request middleware.',
      from: { path: under('site') },
      to: { path: under('components/layout', 'forms', 'seo', 'share-images', 'middleware') },
    },
    {
      name: 'layout-not-to-domains',
      severity: 'error',
      comment:
        "The layout (header, footer, menus) renders the site's menus, never a domain's modules.",
      from: { path: under('components/layout') },
      to: { path: under('domains') },
    },
    {
      name: 'blocks-layer',
      severity: 'error',
      comment:
        'Blocks take typed props: they import UI primitives, lib, i18n and paraglide only; never ' +
        'domains, site, the content client or routes.',
      from: { path: under('blocks') },
      to: { path: ours, pathNot: under('blocks', 'components/ui', 'lib', 'i18n', 'paraglide') },
    },
    {
      name: 'ui-layer',
      severity: 'error',
      comment: 'UI primitives import lib only.',
      from: { path: under('components/ui') },
      to: { path: ours, pathNot: under('components/ui', 'lib') },
    },
    {
      name: 'content-layer',
      severity: 'error',
      comment:
        'The content client (app/content) never imports domains, site, blocks, components or routes.',
      from: { path: under('content') },
      to: { path: under('domains', 'site', 'blocks', 'components', 'routes') },
    },
    {
      name: 'cms-not-to-app',
      severity: 'error',
      comment:
        'The content service ships alone: it imports the contract and the specification dataset, ' +
        'never the site (app/).',
      from: { path: '^cms/' },
      to: { path: '^app/' },
    },
    {
      name: 'contract-alone',
      severity: 'error',
      comment: 'The contract is imported by both sides and imports neither.',
      from: { path: '^contract/' },
      to: { path: '^(app|cms)/' },
    },
    {
      name: 'specifications-alone',
      severity: 'error',
      comment:
        'The specification dataset (ADR 045) is data that the site and the service both read: it ' +
        'imports nothing of ours. Its labels and words are message keys, not messages.',
      from: { path: '^specifications/', pathNot: '[.]test[.]ts$' },
      to: { path: ours, pathNot: '^specifications/' },
    },
    {
      name: 'app-not-to-cms',
      severity: 'error',
      comment:
        'The site reaches the content service over its API (app/content); the one in-process ' +
        'mount is app/content/cms.server.ts, and tests may start the service.',
      from: { path: '^app/', pathNot: ['^app/content/cms[.]server[.]ts$', '[.]test[.]tsx?$'] },
      to: { path: '^cms/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No runtime import cycles. Type-only imports are erased at build time and may close a loop ' +
        'inside one folder (no-circular-layers forbids them across the layers).',
      from: { path: ours },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-circular-layers',
      severity: 'error',
      comment:
        'No import cycle between the folders of app/, type-only ones included: the layers import ' +
        'one way (ADR 047). One cycle is allowed: the typed links (app/lib/route-path.ts, the ' +
        'registry) read the generated route tree as a type, and the tree imports every route. A ' +
        'loop of type-only imports inside one folder is allowed too.',
      from: { path: '^(app/[^/]+)' },
      to: { circular: true, viaNot: '^app/routeTree[.]gen[.]ts$', viaSomeNot: '^$1' },
    },
    {
      name: 'production-not-to-tooling',
      severity: 'error',
      comment:
        'The site, the service and the contract never import the scripts or the tests (their own ' +
        "unit tests may use test helpers; a declaration file may name a build plugin's types).",
      from: { path: '^(app|cms|contract)/', pathNot: ['[.]test[.]tsx?$', '[.]d[.]ts$'] },
      to: { path: '^(scripts|tests)/' },
    },
    {
      name: 'browser-tests-over-http',
      severity: 'error',
      comment:
        'Browser tests reach the site over HTTP: from app/ they import only the registry, the ' +
        'locales, the site config and URL helpers (what names the pages), never server code, a ' +
        'domain or the page assembly. The service and its seed they may start and read.',
      from: { path: '^tests/e2e/' },
      to: {
        path: '^app/',
        pathNot: [
          '^app/site/registry[.]ts$',
          '^app/i18n/',
          '^app/lib/(site-config|route-path)[.]ts$',
          '^app/paraglide/',
        ],
      },
    },
    {
      name: 'scripts-not-to-browser-tests',
      severity: 'error',
      comment:
        'Scripts (build, benchmarks, the production server) never import a browser test; they may ' +
        "share the tests' helpers (tests/chromium.ts, tests/unit).",
      from: { path: '^scripts/' },
      to: { path: '^tests/e2e/.+[.]spec[.]ts$' },
    },
  ],
  options: {
    includeOnly: ours,
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // The generated messages are checked as a target, not cruised into.
    doNotFollow: { path: ['node_modules', '^app/paraglide/'] },
  },
}
