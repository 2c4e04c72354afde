import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts: the React Router plugin must not transform test files.
export default defineConfig({
  test: {
    include: ['domain/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'app/**/*.test.ts'],
    environment: 'node',
    // Vitest's default leaves a core idle (one worker on two cores), yet most tests wait on a
    // database: on a 2-core machine the suite took 17 minutes with a worker per core, 23 with one.
    // Each test file has its own copy of the demo database (server/test/global-setup.ts), so files
    // running side by side cannot see each other's writes.
    maxWorkers: '100%',
    globalSetup: ['server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
