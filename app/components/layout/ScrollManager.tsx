import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** A hash target is scrolled to after this delay, once the new page has rendered. */
const HASH_SCROLL_DELAY_MS = 100;

/**
 * A new page starts at the top; a URL with a hash smooth-scrolls to that element.
 * Back and forward (POP) are left to React Router's <ScrollRestoration>, which puts the shopper
 * back where they were; so are query-only changes (filters, sorting, pages of a listing), which
 * it scrolls to the top unless the link asked to keep the position.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const firstRender = useRef(true);

  // Runs when the page (path) or the hash changes; the navigation type is read, not watched.
  // biome-ignore lint/correctness/useExhaustiveDependencies: path and hash are the triggers; the navigation type is read, not watched (see above).
  useEffect(() => {
    const isFirst = firstRender.current;
    firstRender.current = false;
    if (!isFirst && navigationType === 'POP') return undefined;
    if (hash) {
      const timer = setTimeout(() => {
        document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      }, HASH_SCROLL_DELAY_MS);
      return () => clearTimeout(timer);
    }
    if (!isFirst) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    return undefined;
  }, [pathname, hash]);

  return null;
}
