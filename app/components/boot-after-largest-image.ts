/**
 * Runs in the page as an inline script, from its own source text (see DeferredScripts.tsx), so it
 * must not refer to anything outside itself.
 *
 * React Router's scripts sit inert in the `<noscript>` named by `holderId`. The classic one runs
 * at once: it opens the stream the page's data arrives on, and that data follows in the document.
 * The module preloads and the module that hydrates the page start only once the page's priority
 * images have decoded and a frame has painted them, or after `latestBootMs` whatever happens, so
 * on a phone's connection the largest image gets the bandwidth and the main thread first.
 */
export function bootAfterLargestImage(holderId: string, latestBootMs: number): void {
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
  // A hidden tab paints no frames, so it would never boot if it waited for one.
  const afterNextPaint = (): void => {
    if (document.hidden) boot();
    else requestAnimationFrame(() => setTimeout(boot, 0));
  };

  const priorityImages = Array.from(document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'));
  // A broken image rejects; the page boots all the same.
  void Promise.all(priorityImages.map((image) => image.decode().catch(() => undefined))).then(afterNextPaint);
  setTimeout(boot, latestBootMs);
}
