import { type ComponentType, lazy, useEffect, useRef, useState } from 'react';

/** Starts watching for the moment an island is wanted; calls `wake` then. Returns the clean-up. */
export type WakeCondition = (island: HTMLElement, wake: () => void) => () => void;

/** Set once the first page has hydrated; an island mounted after that has no server HTML to keep. */
let firstPageHydrated = false;

/**
 * A part of the page the server renders in full but the browser does not hydrate with the rest:
 * its code loads only when `wakeWhen` says it is wanted, which keeps it out of the first-load
 * JavaScript. Until then the server's HTML stays as it is (its links work as plain links); then
 * the component renders over it with the same markup.
 *
 * Not a Suspense boundary that waits: React gives up on a waiting server-rendered boundary as soon
 * as the router's context changes on an in-app navigation, and shows its fallback instead. An
 * element rendered with an empty dangerouslySetInnerHTML keeps its server HTML, and nothing
 * outside can make React touch it.
 */
export function createLazyIsland<P extends object>(name: string, load: () => Promise<ComponentType<P>>, wakeWhen: WakeCondition) {
  let loaded: ComponentType<P> | null = null;
  // The server renders the component in full. Only its first render waits for the module, and
  // with no Suspense boundary around it the page waits too, so the HTML is a static import's.
  const ServerComponent = lazy(() => load().then((component) => ({ default: component })));

  // biome-ignore lint/correctness/noComponentHookFactories: createLazyIsland runs once per island at module level, so each component is made once, not per render.
  function BrowserIsland({ props, className }: { props: P; className: string | undefined }) {
    const [Component, setComponent] = useState(() => loaded);
    const [keepServerHtml] = useState(() => !firstPageHydrated && Component === null);
    const islandRef = useRef<HTMLDivElement>(null);
    const liveRef = useRef<HTMLDivElement>(null);
    // Which of the server HTML's focusable elements had focus as the code arrived, for its live twin.
    const refocus = useRef<number | null>(null);

    useEffect(() => {
      firstPageHydrated = true;
      if (Component) return undefined;
      let cancelled = false;
      let woken = false;
      let stopWatching = () => {};
      const wake = () => {
        if (woken) return;
        woken = true;
        stopWatching();
        load()
          .then((component) => {
            loaded = component;
            if (cancelled) return;
            const staticIsland = islandRef.current;
            const focused = document.activeElement;
            if (staticIsland && focused && staticIsland.contains(focused)) refocus.current = focusables(staticIsland).indexOf(focused);
            setComponent(() => component);
          })
          // A failed download leaves the server's HTML in place.
          .catch(() => undefined);
      };
      const island = islandRef.current;
      if (island && keepServerHtml) stopWatching = wakeWhen(island, wake);
      else wake();
      return () => {
        cancelled = true;
        stopWatching();
      };
    }, [Component, keepServerHtml]);

    // Swapping the server's HTML for the live component drops focus from a focused element (a
    // keyboard user's Tab onto it wakes the island): its counterpart takes it over.
    useEffect(() => {
      const index = refocus.current;
      refocus.current = null;
      if (!Component || index === null || index < 0 || !liveRef.current) return;
      const dropped = document.activeElement === null || document.activeElement === document.body;
      const twin = focusables(liveRef.current)[index];
      if (dropped && twin instanceof HTMLElement) twin.focus();
    }, [Component]);

    if (Component) {
      return (
        <div key="live" ref={liveRef} data-island={name} data-island-state="live" className={className}>
          <Component {...props} />
        </div>
      );
    }
    return (
      <div
        key="static"
        ref={islandRef}
        data-island={name}
        data-island-state="static"
        className={className}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the empty HTML is what keeps React off the server's markup (see above).
        dangerouslySetInnerHTML={KEEP_SERVER_HTML}
      />
    );
  }

  // biome-ignore lint/correctness/noComponentHookFactories: as BrowserIsland: made once per island at module level.
  return function LazyIsland({ className, ...props }: P & { className?: string }) {
    if (import.meta.env.SSR) {
      return (
        <div data-island={name} data-island-state="static" className={className}>
          <ServerComponent {...(props as P)} />
        </div>
      );
    }
    return <BrowserIsland props={props as P} className={className} />;
  };
}

const KEEP_SERVER_HTML = { __html: '' };

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

function focusables(root: HTMLElement): Element[] {
  return [...root.querySelectorAll(FOCUSABLE)];
}

/** A shopper reaching for an island wakes it at once. */
const REACH_EVENTS = ['pointerdown', 'pointerenter', 'focusin'] as const;

export function onReach(island: HTMLElement, wake: () => void): () => void {
  for (const type of REACH_EVENTS) island.addEventListener(type, wake, { passive: true });
  return () => {
    for (const type of REACH_EVENTS) island.removeEventListener(type, wake);
  };
}

/** Wakes when the island comes within `margin` of the screen, so it is live before it shows. */
export function nearScreen(margin: string): WakeCondition {
  return (island, wake) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) wake();
      },
      { rootMargin: margin },
    );
    observer.observe(island);
    const stopReach = onReach(island, wake);
    return () => {
      observer.disconnect();
      stopReach();
    };
  };
}
