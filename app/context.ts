import { createContext } from 'react-router';
import type { AppServices } from '#server/services.ts';

/**
 * The server's services, handed to loaders and actions in-process. The server and the built app
 * import this module through the same package import so they share one context token.
 */
export const servicesContext = createContext<AppServices>();

/** The caller's address as Fastify resolved it, for per-address limits in form actions. */
export const clientAddressContext = createContext<string>('unknown');

/** This page's Content-Security-Policy and its script nonce; null while Vite serves pages in development. */
export const contentSecurityContext = createContext<{ nonce: string; policy: string } | null>(null);
