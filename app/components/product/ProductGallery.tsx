import { lazy, Suspense, useRef, useState, type MouseEvent } from 'react';
import { fill, strings } from '#app/strings/index.ts';
import type { GalleryImage } from './product-detail.ts';
import { useImageFallback } from './use-image-fallback.ts';
import { imageLoading } from '#app/components/image-loading.ts';

// The viewer carries the dialog library; most visitors never open it.
const FullscreenViewer = lazy(() => import('./FullscreenViewer.tsx'));

interface ProductGalleryProps {
  images: readonly GalleryImage[];
  name: string;
  /** The product page's first image is its largest paint, so it must not wait for lazy loading. */
  eager?: boolean;
}

/** Main image with hover zoom, thumbnails, and a full-screen viewer on click. */
export function ProductGallery({ images, name, eager = false }: ProductGalleryProps) {
  const copy = strings.product.gallery;
  const { usable, markBroken, catchEarlyFailure } = useImageFallback(images.map((image) => image.src));
  const [index, setIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const zoomed = useRef<HTMLImageElement>(null);
  const current = index % usable.length;
  const src = usable[current] ?? usable[0]!;
  const thumbOf = (full: string) => images.find((image) => image.src === full)?.thumb ?? full;

  // Moves the zoom's origin with the pointer; styles are set directly to avoid a render per mouse move.
  const followPointer = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    zoomed.current?.style.setProperty('transform-origin', `${x}% ${y}%`);
  };

  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        aria-label={fill(copy.openFullscreen, { index: current + 1 })}
        onClick={() => setFullscreen(true)}
        onMouseMove={followPointer}
        className="group/zoom relative block aspect-square w-full cursor-zoom-in overflow-hidden rounded-lg border border-slate-200 bg-white"
      >
        <img
          key={src}
          ref={(img) => {
            zoomed.current = img;
            catchEarlyFailure(img);
          }}
          src={src}
          alt={name}
          width={800}
          height={800}
          {...imageLoading(eager)}
          onError={() => markBroken(src)}
          className="h-full w-full object-contain transition-transform duration-200 group-hover/zoom:scale-200"
        />
      </button>
      {usable.length > 1 ? (
        <ul className="flex gap-2 overflow-x-auto" aria-label={copy.label}>
          {usable.map((image, thumb) => (
            <li key={image} className="shrink-0">
              <button
                type="button"
                aria-label={fill(copy.showImage, { index: thumb + 1 })}
                aria-pressed={thumb === current}
                onClick={() => setIndex(thumb)}
                className="block size-16 overflow-hidden rounded-md border-2 border-transparent bg-white aria-pressed:border-brand-700"
              >
                <img src={thumbOf(image)} alt="" width={64} height={64} loading="lazy" className="h-full w-full object-contain" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {fullscreen ? (
        <Suspense fallback={null}>
          <FullscreenViewer images={usable} name={name} start={current} onIndexChange={setIndex} onClose={() => setFullscreen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
