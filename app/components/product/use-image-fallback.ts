import { useCallback, useMemo, useState } from 'react';
import { PLACEHOLDER_IMAGE } from '#domain/image-url.ts';

/**
 * An image that fails to load gives way to the next one, and the placeholder when none is
 * left. Broken URLs are dropped from the list, so the same index now points at the next image.
 */
export function useImageFallback(images: readonly string[]) {
  const [broken, setBroken] = useState<ReadonlySet<string>>(() => new Set());
  const usable = useMemo(() => {
    const working = images.filter((src) => !broken.has(src));
    return working.length > 0 ? working : [PLACEHOLDER_IMAGE];
  }, [images, broken]);
  const markBroken = useCallback((src: string) => {
    if (src !== PLACEHOLDER_IMAGE) setBroken((previous) => new Set(previous).add(src));
  }, []);
  /**
   * A server-rendered image can fail before React attaches onError; such an image is already
   * `complete` with no pixels when React first sees it.
   */
  const catchEarlyFailure = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0) markBroken(img.getAttribute('src') ?? '');
    },
    [markBroken],
  );
  return { usable, markBroken, catchEarlyFailure };
}
