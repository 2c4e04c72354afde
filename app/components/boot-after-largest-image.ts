/**
 * Runs in the page as an inline script, from its own source text (see DeferredScripts.tsx), so it
 * must not refer to anything outside itself.
 *
 * React Router's scripts sit inert in the `<noscript>` named by `holderId`. The classic one runs
 * at once: it opens the stream the page's data arrives on, and that data follows in the document.
 * The module preloads and the module that hydrates the page start only once one of the page's
 * main images (those Element Timing reports as `timingName`) is on screen, or after
 * `latestBootMs` whatever happens, so on a phone's connection the image gets the bandwidth and
 * the main thread first.
 */
export function bootAfterLargestImage(holderId: string, timingName: string, latestBootMs: number): void {
  const loader = document.currentScript;
  const holder = document.getElementById(holderId);
  if (!(loader instanceof HTMLScriptElement) || !holder) return;
  const nonce = loader.nonce;
  const inert = document.createElement('template');
  inert.innerHTML = holder.textContent ?? '';
  const scripts = Array.from(inert.content.querySelectorAll('script'));

  // A script parsed from markup never runs; one created by a script does.
  const revive = (dead: HTMLScriptElement): HTMLScriptElement => {
    const live = document.createElement('script');
    if (dead.type) live.type = dead.type;
    live.nonce = nonce;
    live.textContent = dead.textContent;
    return live;
  };

  let previous: Element = loader;
  for (const script of scripts.filter((candidate) => candidate.type !== 'module')) {
    const live = revive(script);
    previous.after(live);
    previous = live;
  }

  let booted = false;
  const boot = (): void => {
    if (booted) return;
    booted = true;
    document.head.append(...Array.from(inert.content.querySelectorAll('link')));
    for (const script of scripts.filter((candidate) => candidate.type === 'module')) document.body.append(revive(script));
  };
  setTimeout(boot, latestBootMs);
  // A hidden tab paints nothing, so it would wait for the longest.
  if (document.hidden) {
    boot();
    return;
  }

  const mainImages = Array.from(document.querySelectorAll<HTMLImageElement>(`img[elementtiming="${timingName}"]`));
  const reportsImageTimes = PerformanceObserver.supportedEntryTypes.includes('element');
  if (mainImages.length > 0 && reportsImageTimes) {
    // Element Timing tells when an image reached the screen, the moment Largest Contentful Paint
    // records; a frame callback can run before the compositor has shown the frame.
    const observer = new PerformanceObserver((list) => {
      const shownElements = list.getEntries().map((entry) => (entry as PerformanceEntry & { element: Element | null }).element);
      if (!mainImages.some((image) => shownElements.includes(image))) return;
      observer.disconnect();
      boot();
    });
    observer.observe({ type: 'element', buffered: true });
  }
  // Without Element Timing, two frames after decoding: the first paints the images and is usually
  // on screen before the next begins. Images that all fail are never shown; the page boots then too.
  const decoded = mainImages.map((image) =>
    image.decode().then(
      () => true,
      () => false,
    ),
  );
  void Promise.all(decoded).then((shown) => {
    if (reportsImageTimes && shown.includes(true)) return;
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(boot, 0)));
  });
}
