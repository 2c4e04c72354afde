import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { fill } from '#app/strings/index.ts';
import { pagesStrings } from '#app/strings/pages.ts';
import { BannerPicture } from './BannerPicture.tsx';
import type { HomeBanner } from './home-data.ts';
import { usePrefersReducedMotion } from './use-reduced-motion.ts';
import { Button } from '#app/components/ui/Button.tsx';

const AUTOPLAY_MS = 6000;
// Mobile hero artwork is drawn 600 × 325.
const MOBILE_RATIO = '24 / 13';

/**
 * The hero slideshow. The first slide is server-rendered and loads first; the rest load lazily.
 * It advances by itself only when the visitor has not asked for reduced motion, stops while
 * hovered or focused, and can be paused.
 */
export function HeroCarousel({ slides }: { slides: HomeBanner[] }) {
  const copy = pagesStrings.home.carousel;
  const [viewportRef, api] = useEmblaCarousel({ loop: true });
  const [selected, setSelected] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const [held, setHeld] = useState(false);
  const playing = userPlaying ?? !reducedMotion;
  const multiple = slides.length > 1;

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on('select', onSelect);
    return () => {
      api.off('select', onSelect);
    };
  }, [api]);

  useEffect(() => {
    if (!api || !multiple || !playing || paused || held) return;
    const timer = window.setInterval(() => api.scrollNext(), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [api, multiple, playing, paused, held]);

  // Hidden tabs should not advance slides nobody sees.
  useEffect(() => {
    const onVisibility = () => setPaused(document.hidden);
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  const scrollTo = useCallback((index: number) => api?.scrollTo(index), [api]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={copy.label}
      className="relative overflow-hidden rounded-xl bg-slate-200"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: a slide is a group with a "slide" role description.
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={fill(copy.slide, { index: index + 1, total: slides.length })}
              // Slides out of view stay out of the tab order once the carousel runs.
              inert={api !== undefined && index !== selected}
              className="min-w-0 shrink-0 grow-0 basis-full"
            >
              <Link to={slide.href} className="block">
                <BannerPicture banner={slide} mobileRatio={MOBILE_RATIO} priority={index === 0} />
              </Link>
            </div>
          ))}
        </div>
      </div>
      {multiple ? (
        <>
          <Button
            variant="over-photo"
            size="icon-round"
            aria-label={copy.previous}
            onClick={() => api?.scrollPrev()}
            className="absolute left-4 top-1/2 -translate-y-1/2 max-sm:hidden"
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </Button>
          <Button
            variant="over-photo"
            size="icon-round"
            aria-label={copy.next}
            onClick={() => api?.scrollNext()}
            className="absolute right-4 top-1/2 -translate-y-1/2 max-sm:hidden"
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </Button>
          <div className="absolute inset-x-0 bottom-1 flex items-center justify-center gap-1 sm:bottom-3">
            {slides.map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                aria-label={fill(copy.goTo, { index: index + 1 })}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => scrollTo(index)}
                className="group grid size-6 place-items-center"
              >
                <span
                  aria-hidden="true"
                  className={`block h-2 rounded-full shadow transition-all ${index === selected ? 'w-6 bg-white' : 'w-2 bg-white/60 group-hover:bg-white'}`}
                />
              </button>
            ))}
          </div>
          <Button
            variant="over-photo"
            size="icon-round-xs"
            aria-label={playing ? copy.pause : copy.play}
            onClick={() => setUserPlaying(!playing)}
            className="absolute bottom-2 right-2 sm:bottom-3 sm:right-4 sm:size-8"
          >
            {playing ? <Pause aria-hidden="true" className="size-3.5" /> : <Play aria-hidden="true" className="size-3.5" />}
          </Button>
        </>
      ) : null}
    </section>
  );
}
