import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Button } from './Button.tsx';

/*
 * The shop's modal layer, on Radix Dialog: focus trap, Escape, outside press, page scroll lock and
 * focus back to the opener come from the library; every look lives in the maps below.
 */
export const Dialog = RadixDialog.Root;
export const DialogTitle = RadixDialog.Title;
export const DialogDescription = RadixDialog.Description;
export const DialogClose = RadixDialog.Close;

const overlays = {
  /** The page dimmed behind a sheet or modal. */
  dim: 'fixed inset-0 z-50 bg-slate-900/50',
  /** Nearly black, for looking at product photos. */
  dark: 'fixed inset-0 z-[60] bg-slate-950/95',
} as const;

const layouts = {
  /** Slides in from the left edge (the phone menu). */
  'sheet-start': { overlay: 'dim', panel: 'fixed inset-y-0 left-0 z-50 flex w-[85%] flex-col bg-white shadow-2xl outline-none' },
  /** Slides in from the right edge (filters). */
  'sheet-end': { overlay: 'dim', panel: 'fixed inset-y-0 right-0 z-50 flex w-[85%] flex-col bg-white shadow-2xl outline-none' },
  /** A bottom sheet on phones, a centred card from the sm breakpoint on. */
  modal: {
    overlay: 'dim',
    panel:
      'fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-xl bg-white p-4 shadow-xl outline-none sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-[min(64rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:p-6',
  },
  /** The whole screen, content centred (an image viewer). */
  fullscreen: { overlay: 'dark', panel: 'fixed inset-0 z-[60] flex items-center justify-center p-4 outline-none' },
} as const;

type DialogContentProps = Omit<ComponentPropsWithRef<typeof RadixDialog.Content>, 'className'> & {
  layout: keyof typeof layouts;
  /** Added to the panel's classes: a width limit, a slide transition. */
  className?: string;
  /** Added to the overlay's classes: a fade transition. */
  overlayClassName?: string;
};

/** The overlay and the panel, in a portal at the end of the page. */
export function DialogContent({ layout, className = '', overlayClassName = '', children, ...content }: DialogContentProps) {
  const look = layouts[layout];
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={`${overlays[look.overlay]} ${overlayClassName}`.trim()} />
      <RadixDialog.Content className={`${look.panel} ${className}`.trim()} {...content}>
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/** A sheet's top bar: its title (a DialogTitle) and a close ×. */
export function DialogHeader({ closeLabel, children }: { closeLabel: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
      {children}
      <DialogClose asChild>
        <Button variant="quiet" size="icon" aria-label={closeLabel}>
          <X aria-hidden="true" className="size-5" />
        </Button>
      </DialogClose>
    </div>
  );
}
