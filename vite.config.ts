import { fastifyReactRouterDev } from '@mcansh/react-router-fastify/vite';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  server: { port: Number(process.env['PORT'] ?? 3000), host: process.env['HOST'] ?? 'localhost' },
  plugins: [
    tailwindcss(),
    reactRouter(),
    // `npm run dev` serves through the real Fastify app; the context token stays one shared module.
    fastifyReactRouterDev({ entry: './server/dev.ts', externalizeServerEntryImports: ['#app/context.ts'] }),
  ],
});
