import { fastifyReactRouterDev } from '@mcansh/react-router-fastify/vite';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  server: {
    port: Number(process.env['PORT'] ?? 3000),
    host: process.env['HOST'] ?? 'localhost',
    // Several dev servers on one machine each need their own hot-reload socket.
    hmr: { port: Number(process.env['HMR_PORT'] ?? 24678) },
  },
  plugins: [
    tailwindcss(),
    reactRouter(),
    // `npm run dev` serves through the real Fastify app; the context token stays one shared module.
    fastifyReactRouterDev({ entry: './server/dev.ts', externalizeServerEntryImports: ['#app/context.ts'] }),
  ],
});
