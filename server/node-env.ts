/**
 * What NODE_ENV is when nobody set it: production, with its safeguards (no test payment gateway,
 * Secure cookies, HSTS, only known hosts answered). `npm run dev` asks for development and the
 * tests for test.
 */
export const DEFAULT_NODE_ENV = 'production';

// React and React Router choose their production or development builds from this variable when
// first loaded, so the process agrees with the configuration; server/main.ts imports this first.
process.env.NODE_ENV ??= DEFAULT_NODE_ENV;
