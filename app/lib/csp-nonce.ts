import { createContext, useContext } from 'react';

/**
 * The page's script nonce while the server renders it. The browser hides nonces from the page, so
 * in the browser this is undefined and React keeps the attribute the server wrote.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
