import { createContext, useContext } from 'react';

/**
 * The site stylesheet's text while the server renders a page (production only). Inlined, it costs
 * a first visit no round trip before the first paint, which on a phone network is the slowest
 * step of the load. In the browser this is undefined: React adopts the server's <style> by its
 * href and needs no text, so the stylesheet never enters the JavaScript.
 */
export const InlineStylesheetContext = createContext<string | undefined>(undefined);

export function useInlineStylesheet(): string | undefined {
  return useContext(InlineStylesheetContext);
}
