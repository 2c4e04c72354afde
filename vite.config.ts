import { fileURLToPath } from 'node:url';
import { fastifyReactRouterDev } from '@mcansh/react-router-fastify/vite';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

/**
 * The production server runs server/ from source and hands its services to the built pages. Pages
 * that import server modules (error classes, schemas, cookie rules) must get those same modules,
 * not bundled copies: a copy's `instanceof HttpError` never matches the services' errors, and its
 * data files would be looked up next to the bundle.
 */
const serverModulesStayExternal: Plugin = {
  name: 'dokan:server-modules-stay-external',
  enforce: 'pre',
  apply: 'build',
  resolveId(source, _importer, options) {
    return options?.ssr && source.startsWith('#server/') ? { id: source, external: true } : null;
  },
};

/** React, React DOM and React Router: every page runs them in full from the first load. */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;
/**
 * Barrels the walk does not go through: lucide-react's index names every icon, and the `strings`
 * namespace names every area of copy. Through them the frame would claim icons and copy that only
 * other pages use; the group still takes in the ones the frame's code really uses, as its
 * dependencies.
 */
const NOT_FOLLOWED = /[\\/]node_modules[\\/]lucide-react[\\/]|[\\/]app[\\/]strings[\\/]en[\\/]/;
const ROOT_ROUTE = fileURLToPath(new URL('./app/root.tsx', import.meta.url));

/**
 * The modules the root route imports statically, at any depth (the shop's frame: header, footer,
 * stores, strings): every page loads all of them before it hydrates. Worked out once per build from
 * the module graph, so a component that moves in or out of the frame moves with it by itself.
 */
function shellModules(ctx: Rolldown.ChunkingContext): ReadonlySet<string> {
  const root = ctx.getModuleInfo(ROOT_ROUTE);
  if (!root) return new Set();
  const known = shellOfBuild.get(root);
  if (known) return known;
  const found = new Set<string>();
  const queue = [...root.importedIds];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (found.has(id) || NOT_FOLLOWED.test(id)) continue;
    found.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  shellOfBuild.set(root, found);
  return found;
}

/** Keyed by the root's module info, which the bundler keeps for one chunking pass. */
const shellOfBuild = new WeakMap<object, ReadonlySet<string>>();

/**
 * First-load JavaScript in a few files instead of ~60. Left to itself the bundler cuts a chunk for
 * every set of routes that shares a module, so the product page fetched dozens of files of a few
 * hundred bytes each (one per icon, store or string file), and gzip compresses each file alone:
 * the same page code in one file was ~15 kB gzip smaller. The framework and the root route's frame
 * go to every page anyway, so merging them costs no page anything it would not load. Route code
 * stays split as the bundler cuts it.
 */
const codeSplitting: Rolldown.CodeSplittingOptions = {
  groups: [
    { name: 'framework', test: FRAMEWORK, priority: 2 },
    {
      name: (id, ctx) => (shellModules(ctx).has(id) ? 'shell' : null),
      debugName: 'shell',
      priority: 1,
    },
  ],
};

export default defineConfig({
  server: {
    port: Number(process.env.PORT ?? 3000),
    host: process.env.HOST ?? 'localhost',
    // Several dev servers on one machine each need their own hot-reload socket.
    hmr: { port: Number(process.env.HMR_PORT ?? 24678) },
  },
  // The client build only: the server's bundle is not downloaded, so its chunks stay as they are.
  environments: { client: { build: { rolldownOptions: { output: { codeSplitting } } } } },
  plugins: [
    serverModulesStayExternal,
    tailwindcss(),
    reactRouter(),
    // `npm run dev` serves through the real Fastify app; the context token stays one shared module.
    fastifyReactRouterDev({ entry: './server/dev.ts', externalizeServerEntryImports: ['#app/context.ts'] }),
  ],
});
