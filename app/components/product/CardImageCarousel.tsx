import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { fill, strings } from '#app/strings/index.ts';
import { useImageFallback } from './use-image-fallback.ts';
import { imageLoading } from '#app/components/image-loading.ts';
import { Button } from '#app/components/ui/Button.tsx';

// Hidden and click-through until hover (or keyboard focus), so a tap on a phone opens the product.
const REVEAL =
  'pointer-events-none opacity-0 transition-opacity group-hover:pointer-events-auto group-hover:opacity-100 focus-visible:pointer-events-auto focus-visible:opacity-100';

/**
 * The card's pictures: one image at a time, arrows and dots on hover when there is more than one.
 * `priority` cards are the first row of a page, whose image is usually the largest paint.
 */
export function CardImageCarousel({ images, alt, priority = false }: { images: readonly string[]; alt: string; priority?: boolean }) {
  const copy = strings.product.card;
  const { usable, markBroken, catchEarlyFailure } = useImageFallback(images);
  const [index, setIndex] = useState(0);
  const count = usable.length;
  const current = index % count;
  const src = usable[current] ?? usable[0]!;
  const step = (delta: number) => setIndex((current + delta + count) % count);

  return (
    <>
      <img
        key={src}
        ref={catchEarlyFailure}
        src={src}
        alt={alt}
        width={400}
        height={400}
        {...imageLoading(priority)}
        decoding="async"
        onError={() => markBroken(src)}
        className="h-full w-full object-contain p-2"
      />
      {count > 1 ? (
        <>
          <Button
            variant="over-photo"
            size="icon-round-xs"
            aria-label={copy.previousImage}
            onClick={() => step(-1)}
            className={`absolute bottom-7 left-1 z-10 ${REVEAL}`}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="over-photo"
            size="icon-round-xs"
            aria-label={copy.nextImage}
            onClick={() => step(1)}
            className={`absolute bottom-7 right-1 z-10 ${REVEAL}`}
          >
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
          <p className="sr-only" aria-live="polite">
            {fill(copy.imageCounter, { index: current + 1, count })}
          </p>
          <span aria-hidden="true" className="absolute inset-x-0 bottom-1 flex justify-center gap-1 opacity-0 transition group-hover:opacity-100">
            {usable.map((image, dot) => (
              <span key={image} className={`size-1.5 rounded-full ${dot === current ? 'bg-brand-700' : 'bg-slate-300'}`} />
            ))}
          </span>
        </>
      ) : null}
    </>
  );
}
