import { fastifyReactRouterDev } from '@mcansh/react-router-fastify/vite';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  server: {
    port: Number(process.env.PORT ?? 3000),
    host: process.env.HOST ?? 'localhost',
    // Several dev servers on one machine each need their own hot-reload socket.
    hmr: { port: Number(process.env.HMR_PORT ?? 24678) },
  },
  plugins: [
    serverModulesStayExternal,
    tailwindcss(),
    reactRouter(),
    // `npm run dev` serves through the real Fastify app; the context token stays one shared module.
    fastifyReactRouterDev({ entry: './server/dev.ts', externalizeServerEntryImports: ['#app/context.ts'] }),
  ],
});
