import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { fill, strings } from '#app/strings/index.ts';
import { Button } from '#app/components/ui/Button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTitle } from '#app/components/ui/Dialog.tsx';

interface FullscreenViewerProps {
  images: readonly string[];
  name: string;
  start: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** Counter "i / n"; a click or tap anywhere, ×, or Escape closes it; arrow keys step through. */
export default function FullscreenViewer({ images, name, start, onIndexChange, onClose }: FullscreenViewerProps) {
  const copy = strings.product.gallery;
  const [index, setIndex] = useState(start);
  const count = images.length;
  const go = (delta: number) => {
    const next = (index + delta + count) % count;
    setIndex(next);
    onIndexChange(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
  };
  // The step buttons sit on the click-to-close surface, so their clicks must not reach it.
  const step = (delta: number) => (event: MouseEvent) => {
    event.stopPropagation();
    go(delta);
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent layout="fullscreen" onKeyDown={onKeyDown} onClick={onClose} aria-describedby={undefined}>
        <DialogTitle className="sr-only">{fill(copy.fullscreenTitle, { name })}</DialogTitle>
        <img src={images[index]} alt={name} width={800} height={800} className="max-h-full max-w-full cursor-zoom-out object-contain" />
        <p className="absolute left-4 top-4 rounded bg-slate-900/80 px-3 py-1 text-sm text-white" aria-live="polite">
          {fill(copy.counter, { index: index + 1, count })}
        </p>
        <DialogClose asChild>
          <Button variant="over-dark" size="icon-round" aria-label={copy.close} className="absolute right-4 top-4">
            <X aria-hidden="true" className="size-6" />
          </Button>
        </DialogClose>
        {count > 1 ? (
          <>
            <Button variant="over-dark" size="icon-round" aria-label={copy.previous} onClick={step(-1)} className="absolute left-3 top-1/2 -translate-y-1/2">
              <ChevronLeft aria-hidden="true" className="size-6" />
            </Button>
            <Button variant="over-dark" size="icon-round" aria-label={copy.next} onClick={step(1)} className="absolute right-3 top-1/2 -translate-y-1/2">
              <ChevronRight aria-hidden="true" className="size-6" />
            </Button>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
