// The project's boundaries as checked rules (`npm run lint` runs dependency-cruiser with this file).
// Paths are relative to the project root; `#app/…`, `#server/…` and `#domain/…` resolve through
// package.json's `imports`, so a rule holds whichever way a file is imported.

/** Tests and their helpers may use the demo shop and the scripts as fixtures; the shipped code may not. */
const TESTS = '\\.test\\.tsx?$|^server/test/|^e2e/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'server-not-to-scripts',
      comment:
        'The server does not import the scripts: the demo shop (its catalogue, seed and picture drawer) belongs to the demo, and start-up takes it through the DemoShop interface (server/startup.ts).',
      severity: 'error',
      from: { path: '^server/', pathNot: [TESTS, '^server/(main|dev)\\.ts$'] },
      to: { path: '^scripts/' },
    },
    {
      name: 'entry-points-only-to-demo-shop',
      comment: "The server's entry points hand start-up the demo shop, and take nothing else from the scripts.",
      severity: 'error',
      from: { path: '^server/(main|dev)\\.ts$' },
      to: { path: '^scripts/', pathNot: '^scripts/demo/demo-shop\\.ts$' },
    },
    {
      name: 'no-server-cycles',
      comment: 'Server modules do not import each other in a circle: one of them holds what both need, or the shared part moves out.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^server/', circular: true },
    },
    {
      name: 'browser-code-no-server-values',
      comment:
        "Code that ships to the browser takes only types from the server. Server-only app code says so in its name (`*.server.ts`, which React Router keeps out of the browser's bundle); route modules may use server values in their loaders and actions, which React Router strips from the browser's bundle, so they are left out here.",
      severity: 'error',
      from: { path: '^app/', pathNot: [TESTS, '\\.server\\.tsx?$', '^app/routes/'] },
      to: { path: '^server/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'domain-stays-pure',
      comment: 'domain/ holds the shop rules the browser and the server share: it imports neither of them, nor the scripts.',
      severity: 'error',
      from: { path: '^domain/' },
      to: { path: '^(app|server|scripts|e2e|bench)/' },
    },
    {
      name: 'charts-only-in-back-office',
      comment:
        "recharts is large and for staff only: only the back office's own components (app/components/admin/) import it, and only back-office routes import those, so it never reaches a shopper's bundle.",
      severity: 'error',
      from: { pathNot: '^app/components/admin/' },
      to: { path: '(^|/)node_modules/recharts/' },
    },
    {
      name: 'admin-components-only-in-back-office',
      comment: 'Back-office components (charts among them) are imported by back-office routes and each other only.',
      severity: 'error',
      from: { pathNot: ['^app/components/admin/', '^app/lib/admin/', '^app/routes/admin[._]', TESTS] },
      to: { path: '^app/components/admin/' },
    },
    {
      name: 'back-office-code-only-in-back-office',
      comment:
        "The back office's helpers and routes are for staff: the shop's pages, components and shared modules never import them, so nothing of the back office reaches a shopper's first load through a shared module.",
      severity: 'error',
      from: { path: '^app/', pathNot: ['^app/components/admin/', '^app/lib/admin/', '^app/routes/admin[._]', TESTS] },
      to: { path: ['^app/lib/admin/', '^app/routes/admin[._]'] },
    },
    {
      name: 'popover-library-on-demand',
      comment:
        "Radix Popover (with floating-ui, its layers and scroll lock, ~24 kB gzip) is fetched on first use through ui/PopoverOnDemand.tsx; a static import of ui/Popover.tsx from the header would put it in every page's first load. Only panels that are themselves loaded on demand may import it.",
      severity: 'error',
      from: {
        path: '^app/',
        pathNot: [
          '^app/components/ui/PopoverOnDemand\\.tsx$',
          '^app/components/layout/ChatPanel\\.tsx$',
          '^app/components/admin/',
          '^app/routes/admin[._]',
          TESTS,
        ],
      },
      to: { path: '^app/components/ui/Popover\\.tsx$', dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'notification-bell-on-demand',
      comment:
        "The header's bell (with its polling, menu and query-cache code) loads through NotificationBellIsland.tsx when the pointer or focus reaches it or its first count fetch is due; a static import from the header would put it back in every page's first load.",
      severity: 'error',
      from: { path: '^app/', pathNot: ['^app/components/notifications/NotificationBellIsland\\.tsx$', TESTS] },
      to: { path: '^app/components/notifications/NotificationBell\\.tsx$', dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'strings-namespace-frame-and-shopping-only',
      comment:
        "Every area of the `strings` namespace (strings/en/index.ts) ships with every page, as the root route's frame imports it; copy read by some pages only (sign-in, dashboard, payment, notifications, home and info pages) is imported from its own module (strings/pages.ts, …) so the product page does not download it.",
      severity: 'error',
      from: { path: '^app/strings/en/index\\.ts$' },
      to: { path: '^app/strings/en/(account|admin-dashboard|cart|dashboard|notifications|pages|payment|shop-terms|track-order)\\.ts$' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing would let a rule above pass by not seeing the file.',
      severity: 'error',
      from: {},
      // A route's `./+types/…` are the types React Router generates beside the app (tsconfig's rootDirs), which the resolver does not follow.
      to: { couldNotResolve: true, pathNot: '(^|/)\\+types/' },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    exclude: { path: ['^build/', '^\\.react-router/', '^node_modules/', '^server/data/'] },
    // The project's TypeScript (7) has no JavaScript API for dependency-cruiser to parse with; swc reads the sources.
    parser: 'swc',
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
    skipAnalysisNotInRules: true,
  },
};
