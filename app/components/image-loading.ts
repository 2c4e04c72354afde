/** The name Element Timing reports a page's main images under (see boot-after-largest-image.ts). */
export const MAIN_IMAGE_TIMING = 'main-image';

/**
 * How an image loads. A page's main image (the first banner, the first cards, the product photo)
 * is fetched at once and ahead of everything else, and is watched by Element Timing so the page's
 * scripts start once it is on screen; any other image waits until it is scrolled near.
 */
export function imageLoading(main: boolean) {
  return main
    ? ({ loading: 'eager', fetchPriority: 'high', elementtiming: MAIN_IMAGE_TIMING } as const)
    : ({ loading: 'lazy', fetchPriority: 'auto' } as const);
}
