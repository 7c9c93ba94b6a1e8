// The layer rules of docs/architecture.md ("Folders and layers"), checked by `npm run lint:deps`
// (part of `npm run lint`, so of `npm test`). Paths are relative to the repository root.

/** Everything of ours: a rule on `to` with this path ignores npm packages and node built-ins. */
const ours = '^(app|cms|contract)/'

/** `app/<folder>/` for each folder named. */
const under = (...folders) => `^app/(${folders.join('|')})/`

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
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
        'A domain (app/domains/<domain>) imports app/site, blocks, UI primitives, the content ' +
        'client, lib, i18n, paraglide and the contract; never routes, the layout or the service.',
      from: { path: '^app/domains/' },
      to: {
        // cms/ is app-not-to-cms's, which lets tests start the service.
        path: '^(app|contract)/',
        pathNot: [
          under(
            'domains',
            'site',
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
        'menu), the specification value formatters (figures of the solution, about and investor ' +
        'pages) and the news URLs (investor news and the home page link to articles).',
      from: { path: '^app/domains/([^/]+)/' },
      to: {
        path: '^app/domains/',
        pathNot: [
          // Its own folder ($1: the domain of the importing module).
          '^app/domains/$1/',
          // Exceptions, each a module made to be shared:
          // the about menus' sub-navigation and links (investor, news, downloads, videos);
          '^app/domains/about/(about-subnav|links)[.]tsx$',
          // the specification value formatters (solutions, about, investor);
          '^app/domains/products/spec-values[.]server[.]ts$',
          // the news URLs (investor news, the home page's news strip).
          '^app/site/news-paths[.]ts$',
        ],
      },
    },
    {
      name: 'site-not-to-layout',
      severity: 'error',
      comment:
        'app/site is what the domains build on: it never imports the layout (the shell above them).',
      from: { path: under('site') },
      to: { path: under('components/layout') },
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
      comment: 'The content service ships alone: it imports the contract, never the site (app/).',
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
        'No runtime import cycles. Type-only imports are erased at build time and may close a loop.',
      from: { path: ours },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
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
